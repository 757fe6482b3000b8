import { figure, notAvailable, type Figure } from "./figures";
import { timedGet, type RequestSpec } from "./http";
import { runLoad, type LoadResult } from "./load";
import { coldZipPool, HELLO, uncached, WARM_ZIP, zipRequest, type PageRoute } from "./routes";
import { ratio, round } from "./stats";

const CONNECTIONS = 10;
const SECONDS = 5;
const SECTION = `Throughput: ${CONNECTIONS} connections × ${SECONDS} s each (ratios to hello-world are the figures to trust)`;

type Case = { name: string; next: (i: number) => RequestSpec | null; amount?: number; header?: string };

/** The header a cached route reports, read from a second request (the first may fill the cache). */
async function cacheHeader(base: string, spec: RequestSpec, header: string): Promise<string> {
  await timedGet(base, spec);
  const value = (await timedGet(base, spec)).headers[header];
  return typeof value === "string" ? value : "absent";
}

/**
 * Requests/s and p50/p99 under load for each page (as served, so edge-cache HITs count), / without
 * the cache, the ZIP API warm (KV) and cold (D1), each beside hello-world measured before and after.
 */
export async function measureThroughput(base: string, pages: PageRoute[], nextColdZip: ReturnType<typeof coldZipPool>) {
  const home = pages.find((p) => p.key === "home");
  const cases: Case[] = [];
  const unavailable: Figure[] = [];
  for (const page of pages) {
    const path = page.path;
    const probe = path ? await timedGet(base, { path }) : null;
    if (!path || !probe || probe.status < 200 || probe.status > 299) {
      unavailable.push(
        notAvailable(SECTION, page.label, "req/s", path ? `${probe?.status} at ${path}` : "no profile linked from /"),
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

  const helloBefore = await runLoad(base, HELLO.request, { connections: CONNECTIONS, seconds: SECONDS });
  const results: [Case, LoadResult, string | undefined][] = [];
  for (const c of cases) {
    const header = c.header ? await cacheHeader(base, c.next(0)!, c.header) : undefined;
    results.push([c, await runLoad(base, c.next, { connections: CONNECTIONS, seconds: SECONDS }), header]);
  }
  const helloAfter = await runLoad(base, HELLO.request, { connections: CONNECTIONS, seconds: SECONDS });
  const hello = {
    rps: (helloBefore.rps + helloAfter.rps) / 2,
    p50: (helloBefore.p50 + helloAfter.p50) / 2,
    p99: (helloBefore.p99 + helloAfter.p99) / 2,
  };

  const row = (name: string, r: Pick<LoadResult, "rps" | "p50" | "p99">, extra: Record<string, number | string> = {}) =>
    figure({
      section: SECTION,
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
      before: `${round(helloBefore.rps)} req/s`,
      after: `${round(helloAfter.rps)} req/s`,
    }),
    ...results.map(([c, r, header]) =>
      r.ok === 0
        ? notAvailable(SECTION, c.name, "req/s", `no 2xx answers (${r.failed} failed)`)
        : row(c.name, r, {
            ...(header ? { [c.header === "x-cache" ? "X-Cache" : "X-Edge-Cache"]: header } : {}),
            ...(r.failed ? { "non-2xx/errors": r.failed } : {}),
          }),
    ),
    ...unavailable,
  ];
}
