/** A stored page as the edge cache keeps it: its bytes, its stored headers and its data stamp. */
export type HeldPage = { bytes: Uint8Array<ArrayBuffer>; headers: Headers; stamp: string };

type Entry = HeldPage & { expires: number; size: number };

/** Pages in isolate memory up to `limitBytes`, LRU, none past its Cache API copy's `expires`. */
export function heldPages(limitBytes: number, now: () => number = Date.now) {
  const entries = new Map<string, Entry>();
  let total = 0;

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    total -= entry.size;
  };

  return {
    get(key: string): HeldPage | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      drop(key);
      if (entry.expires <= now()) return undefined;
      entries.set(key, entry); // the most recently used now
      total += entry.size;
      return entry;
    },

    hold(key: string, page: HeldPage, expires: number): void {
      drop(key);
      // Header bytes are small and roughly counted; the body is what fills memory.
      const size = page.bytes.byteLength + 1024;
      if (size > limitBytes || expires <= now()) return;
      for (const oldest of entries.keys()) {
        if (total + size <= limitBytes) break;
        drop(oldest);
      }
      entries.set(key, { ...page, expires, size });
      total += size;
    },

    get bytes(): number {
      return total;
    },
  };
}
