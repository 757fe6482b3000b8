import { figure, notAvailable, type Figure } from "./figures";
import { compareWithBaseline } from "./compare";
import { sampleLatencies, type Latency } from "./http";
import { coldZipPool, HELLO, WARM_ZIP, zipRequest } from "./routes";
import { ratio, round } from "./stats";

const SECTION = "ZIP look-up /api/geo/zip: KV vs D1 vs hello-world (p50, 1 connection)";

/**
 * A ZIP's first request misses KV and reads D1; later ones hit KV. Cold ZIPs against the warm 90012,
 * beside hello-world, on each server in turns.
 */
export async function measureZipLatency(
  bases: string[],
  nextColdZip: ReturnType<typeof coldZipPool>,
): Promise<Figure[]> {
  const hellos = await sampleLatencies(bases, HELLO.request, { count: 200, maxMs: 5_000 });
  const warms = await sampleLatencies(bases, () => zipRequest(WARM_ZIP), { count: 200, maxMs: 8_000 });
  const colds = await sampleLatencies(
    bases,
    () => {
      const zip = nextColdZip();
      if (!zip) throw new Error("the gazetteer ran out of unused ZIPs");
      return zipRequest(zip);
    },
    { count: 200, maxMs: 8_000, warmup: 0 },
  );
  const row = (name: string, l: Latency, extra: Record<string, number | string> = {}) =>
    figure({ section: SECTION, name, value: round(l.p50), unit: "ms", extra: { p99: round(l.p99), n: l.n, ...extra } });
  const perBuild = bases.map((_, b) => {
    const [hello, warm, cold] = [hellos[b], warms[b], colds[b]];
    const broken = [warm, cold].find((l) => [...l.statuses].some((s) => s !== 200));
    if (broken) return [notAvailable(SECTION, "/api/geo/zip", "ms", `answered ${[...broken.statuses].join("/")}`)];
    return [
      row(HELLO.label, hello),
      row(`ZIP ${WARM_ZIP} warm (KV hit)`, warm, { "×hello": ratio(warm.p50, hello.p50) }),
      row("ZIP cold list (KV miss → D1)", cold, {
        "×hello": ratio(cold.p50, hello.p50),
        "×warm": ratio(cold.p50, warm.p50),
      }),
    ];
  });
  return compareWithBaseline(perBuild);
}
