import { compareWithBaseline } from "./compare";
import { figure, notAvailable, type Figure } from "./figures";
import { timedGet, type RequestSpec } from "./http";
import { runLoad, type LoadResult } from "./load";
import { coldZipPool, HELLO, uncached, WARM_ZIP, zipRequest, type PageRoute } from "./routes";
import { ratio, round } from "./stats";

const CONNECTIONS = 10;
const SECONDS = 5;
/** The table's heading: "Throughput", or what else the caller measures it as. */
const sectionOf = (title: string) =>
  `${title}: ${CONNECTIONS} connections × ${SECONDS} s each (ratios to hello-world are the figures to trust)`;

type Case = { name: string; next: (i: number) => RequestSpec | null; amount?: number; header?: string };

/** The header a cached route reports, read from a second request (the first may fill the cache). */
async function cacheHeader(base: string, spec: RequestSpec, header: string): Promise<string> {
  await timedGet(base, spec);
  const value = (await timedGet(base, spec)).headers[header];
  return typeof value === "string" ? value : "absent";
}

/** Each server in turn, the order swapped every other round, so no build always goes first. */
function inTurns<T>(bases: string[], round: number, run: (base: string, b: number) => Promise<T>): Promise<T[]> {
  const order = bases.map((_, b) => b);
  if (round % 2) order.reverse();
  return order.reduce(
    async (done, b) => {
      const results = await done;
      results[b] = await run(bases[b], b);
      return results;
    },
    Promise.resolve([] as T[]),
  );
}

/**
 * Requests/s and p50/p99 under load per page (edge-cache HITs count), / uncached, and the ZIP API
 * warm (KV) and cold (D1), each beside hello-world; with several builds, each case runs on each in
 * turn.
 */
export async function measureThroughput(
  bases: string[],
  pages: PageRoute[],
  nextColdZip: ReturnType<typeof coldZipPool>,
  title = "Throughput",
) {
  const section = sectionOf(title);
  const home = pages.find((p) => p.key === "home");
  const cases: Case[] = [];
  const unavailable: Figure[] = [];
  for (const page of pages) {
    const path = page.path;
    const statuses = path ? await Promise.all(bases.map(async (base) => (await timedGet(base, { path })).status)) : [];
    const failed = statuses.find((status) => status < 200 || status > 299);
    if (!path || failed !== undefined) {
      unavailable.push(
        notAvailable(section, page.label, "req/s", path ? `${failed} at ${path}` : "no profile linked from /"),
      );
      continue;
    }
    cases.push({ name: `${page.label} (as served)`, next: () => ({ path }), header: "x-edge-cache" });
    if (page === home) cases.push({ name: "/ uncached (?nocache=n)", next: (i) => ({ path: uncached("/", i) }) });
  }
  cases.push({ name: `ZIP ${WARM_ZIP} warm (KV hit)`, next: () => zipRequest(WARM_ZIP), header: "x-cache" });
  cases.push({
    name: "ZIP cold list (KV miss → D1)",
    next: () => {
      const zip = nextColdZip();
      return zip ? zipRequest(zip) : null;
    },
  });

  const load = (base: string, next: Case["next"]) =>
    runLoad(base, next, { connections: CONNECTIONS, seconds: SECONDS });
  const helloBefore = await inTurns(bases, 0, (base) => load(base, HELLO.request));
  const results: [Case, LoadResult[], (string | undefined)[]][] = [];
  for (const [i, c] of cases.entries()) {
    const headers: (string | undefined)[] = [];
    const loads = await inTurns(bases, i + 1, async (base, b) => {
      headers[b] = c.header ? await cacheHeader(base, c.next(0)!, c.header) : undefined;
      return load(base, c.next);
    });
    results.push([c, loads, headers]);
  }
  const helloAfter = await inTurns(bases, cases.length + 1, (base) => load(base, HELLO.request));
  const perBuild = bases.map((_, b) => {
    const hello = {
      rps: (helloBefore[b].rps + helloAfter[b].rps) / 2,
      p50: (helloBefore[b].p50 + helloAfter[b].p50) / 2,
      p99: (helloBefore[b].p99 + helloAfter[b].p99) / 2,
    };
    const row = (
      name: string,
      r: Pick<LoadResult, "rps" | "p50" | "p99">,
      extra: Record<string, number | string> = {},
    ) =>
      figure({
        section,
        name,
        value: round(r.rps),
        unit: "req/s",
        extra: {
          p50: `${round(r.p50)} ms`,
          p99: `${round(r.p99)} ms`,
          "rps/hello": ratio(r.rps, hello.rps),
          "p50 ×hello": ratio(r.p50, hello.p50),
          ...extra,
        },
      });
    return [
      row(`${HELLO.label} (mean of before/after)`, hello, {
        before: `${round(helloBefore[b].rps)} req/s`,
        after: `${round(helloAfter[b].rps)} req/s`,
      }),
      ...results.map(([c, loads, headers]) =>
        loads[b].ok === 0
          ? notAvailable(section, c.name, "req/s", `no 2xx answers (${loads[b].failed} failed)`)
          : row(c.name, loads[b], {
              ...(headers[b] ? { [c.header === "x-cache" ? "X-Cache" : "X-Edge-Cache"]: headers[b] } : {}),
              ...(loads[b].failed ? { "non-2xx/errors": loads[b].failed } : {}),
            }),
      ),
      ...unavailable,
    ];
  });
  return compareWithBaseline(perBuild);
}
