import { readdirSync, readFileSync } from "node:fs";

/** VmRSS/VmHWM of a process in KB, from /proc (Linux only); null once it is gone. */
function memoryOf(pid: number): { rss: number; hwm: number } | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const field = (name: string) => Number(status.match(new RegExp(`^${name}:\\s+(\\d+) kB`, "m"))?.[1] ?? 0);
    return { rss: field("VmRSS"), hwm: field("VmHWM") };
  } catch {
    return null;
  }
}

function processTable(): { pid: number; ppid: number; comm: string }[] {
  return readdirSync("/proc")
    .filter((entry) => /^\d+$/.test(entry))
    .flatMap((entry) => {
      try {
        const [, comm, rest] = readFileSync(`/proc/${entry}/stat`, "utf8").match(/^\d+ \((.*)\) (.*)$/s) ?? [];
        return comm ? [{ pid: Number(entry), ppid: Number(rest.split(" ")[1]), comm }] : [];
      } catch {
        return [];
      }
    });
}

/** The workerd processes below `rootPid` (wrangler dev starts them; one of them runs our Worker). */
function workerdPids(rootPid: number): number[] {
  const table = processTable();
  const family = new Set([rootPid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const p of table) {
      if (!family.has(p.pid) && family.has(p.ppid)) {
        family.add(p.pid);
        grew = true;
      }
    }
  }
  return table.filter((p) => p.comm === "workerd" && family.has(p.pid)).map((p) => p.pid);
}

type PeakMemory = { pid: number; baselineMb: number; peakMb: number; deltaMb: number; hwmDeltaMb: number };

/**
 * Samples VmRSS of the workerd processes every `intervalMs` while `work` runs. workerd does not expose
 * per-isolate memory, so the consumer's peak is read as the largest rise of a workerd process's RSS.
 */
export async function samplePeakMemory<T>(rootPid: number, work: () => Promise<T>, intervalMs = 100) {
  const pids = workerdPids(rootPid);
  const baseline = new Map(pids.map((pid) => [pid, memoryOf(pid)]));
  const peak = new Map(pids.map((pid) => [pid, baseline.get(pid)?.rss ?? 0]));
  const timer = setInterval(() => {
    for (const pid of pids) peak.set(pid, Math.max(peak.get(pid) ?? 0, memoryOf(pid)?.rss ?? 0));
  }, intervalMs);
  try {
    const result = await work();
    const rises = pids.map((pid) => {
      const before = baseline.get(pid) ?? { rss: 0, hwm: 0 };
      const after = memoryOf(pid) ?? before;
      const mb = (kb: number) => Math.round(kb / 102.4) / 10;
      const peakKb = peak.get(pid) ?? 0;
      return {
        pid,
        baselineMb: mb(before.rss),
        peakMb: mb(peakKb),
        deltaMb: mb(peakKb - before.rss),
        hwmDeltaMb: mb(after.hwm - before.hwm),
      };
    });
    const memory: PeakMemory | null = rises.sort((a, b) => b.deltaMb - a.deltaMb)[0] ?? null;
    return { result, memory };
  } finally {
    clearInterval(timer);
  }
}
