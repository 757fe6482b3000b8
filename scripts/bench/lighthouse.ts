import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CHROMIUM_ARGS, findChromium } from "../lib/chromium";
import { freePort, waitForWorker } from "../lib/server";
import { figure, notAvailable, errorReason, type Figure } from "./figures";
import type { PageRoute } from "./routes";
import { round } from "./stats";
import { LIGHTHOUSE_PAGES_WITH_TARGETS, LIGHTHOUSE_TARGETS } from "./targets";

const SECTION = "Lighthouse (mobile, simulated throttling, Debian Chromium)";
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const METRICS = [
  ["largest-contentful-paint", "LCP", "ms"],
  ["total-blocking-time", "TBT", "ms"],
  ["cumulative-layout-shift", "CLS", ""],
] as const;

type Lhr = {
  categories: Record<string, { title: string; score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, { numericValue?: number; score: number | null }>;
  runtimeError?: { message: string };
};
type RunLighthouse = (url: string, flags: Record<string, unknown>) => Promise<{ lhr: Lhr } | undefined>;

/** Imported by name at run time, so the bench still runs (with n/a) where lighthouse is not installed. */
async function loadLighthouse(): Promise<RunLighthouse | null> {
  const name = "lighthouse";
  try {
    return ((await import(name)) as { default: RunLighthouse }).default;
  } catch {
    return null;
  }
}

/** The weighted audits a category loses points on (performance's are its metrics, shown below it). */
function failingAudits(lhr: Lhr, id: string): Record<string, string> {
  if (id === "performance") return {};
  const failing = (lhr.categories[id]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
    .map((ref) => ref.id);
  return failing.length ? { failing: failing.join(", ") } : {};
}

function pageFigures(page: PageRoute, lhr: Lhr, runs: Lhr[]): Figure[] {
  const withTargets = LIGHTHOUSE_PAGES_WITH_TARGETS.has(page.key);
  const scores = CATEGORIES.map((id) => {
    const score = lhr.categories[id]?.score;
    const name = `${page.label} · ${lhr.categories[id]?.title ?? id}`;
    const target = withTargets ? LIGHTHOUSE_TARGETS[id] : undefined;
    return score == null
      ? notAvailable(SECTION, name, "score", "no score", target)
      : figure({
          section: SECTION,
          name,
          value: Math.round(score * 100),
          unit: "score",
          target,
          extra: {
            ...failingAudits(lhr, id),
            ...(id === "performance"
              ? { [`median of ${runs.length} runs`]: runs.map((r) => Math.round(performanceOf(r) * 100)).join("/") }
              : {}),
          },
        });
  });
  const metrics = METRICS.map(([id, label, unit]) => {
    const value = lhr.audits[id]?.numericValue;
    const name = `${page.label} · ${label}`;
    const target = withTargets ? LIGHTHOUSE_TARGETS[id] : undefined;
    return value === undefined
      ? notAvailable(SECTION, name, unit, "not reported", target)
      : figure({ section: SECTION, name, value: unit === "ms" ? Math.round(value) : round(value), unit, target });
  });
  return [...scores, ...metrics];
}

/**
 * Runs per page, reported as the median: one simulated-throttling run swings by several points when
 * the browser competes with workerd for the CPU.
 */
const RUNS = 3;

const performanceOf = (lhr: Lhr) => lhr.categories.performance?.score ?? 0;

/** The run with the median Performance score (all categories and metrics are reported from it). */
function medianRun(runs: Lhr[]): Lhr {
  return [...runs].sort((a, b) => performanceOf(a) - performanceOf(b))[Math.floor(runs.length / 2)];
}

/** Lighthouse's default (mobile) settings on each page, against a headless Chromium it drives over CDP. */
export async function measureLighthouse(base: string, pages: PageRoute[]): Promise<Figure[]> {
  const lighthouse = await loadLighthouse();
  const chromium = findChromium();
  const reason = !lighthouse ? "lighthouse not installed" : !chromium ? "no Chromium: apt-get install chromium" : null;
  if (reason || !lighthouse || !chromium) return pages.map((p) => notAvailable(SECTION, p.label, "score", reason!));

  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), "bench-lighthouse-"));
  const browser = spawn(
    chromium,
    [
      ...CHROMIUM_ARGS,
      "--headless=new",
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      "about:blank",
    ],
    { stdio: "ignore", detached: true },
  );
  try {
    await waitForWorker(`http://127.0.0.1:${port}/json/version`, 30_000);
    const figures: Figure[] = [];
    for (const page of pages) {
      if (!page.path) {
        figures.push(notAvailable(SECTION, page.label, "score", "no profile linked from /"));
        continue;
      }
      const status = (await fetch(new URL(page.path, base), { redirect: "manual" })).status;
      if (status !== 200) {
        figures.push(notAvailable(SECTION, page.label, "score", `${status} at ${page.path}`));
        continue;
      }
      try {
        const runs: Lhr[] = [];
        for (let run = 0; run < RUNS; run++) {
          const result = await lighthouse(new URL(page.path, base).href, {
            port,
            output: "json",
            logLevel: "error",
            onlyCategories: [...CATEGORIES],
          });
          if (!result || result.lhr.runtimeError) throw new Error(result?.lhr.runtimeError?.message ?? "no result");
          runs.push(result.lhr);
        }
        figures.push(...pageFigures(page, medianRun(runs), runs));
      } catch (error) {
        figures.push(notAvailable(SECTION, page.label, "score", errorReason(error)));
      }
    }
    return figures;
  } finally {
    try {
      if (browser.pid) process.kill(-browser.pid, "SIGKILL");
      rmSync(profile, { recursive: true, force: true, maxRetries: 3 });
    } catch {
      // already gone, or a file still held: the temp folder is left behind
    }
  }
}
