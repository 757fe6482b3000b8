import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { r2Source } from "../../workers/queue/record-source";
import { clearData, deliver, job, queuedJob, rows, stagedRowCount } from "./import-support";

const ROWS = 100_000;
const CUISINES = ["Italian", "Thai", "Mexican", "Korean", "French"];
const SOURCES = ["Eater LA", "LA Times", "NYT", "Time Out", "Yelp"];

function line(i: number) {
  const sources = SOURCES.slice(0, (i % 5) + 1).join(", ");
  return `Place ${i},${CUISINES[i % 5]},Area ${i % 40},${"$".repeat((i % 4) + 1)},"${sources}"\n`;
}

/** A synthetic ~6 MB list, built in parts of 1,000 lines. */
function largeList(): Blob {
  const parts = ["Restaurant Name,Cuisine,Neighborhood,Price Range,Sources\n"];
  for (let start = 0; start < ROWS; start += 1000) {
    parts.push(Array.from({ length: 1000 }, (_, k) => line(start + k)).join(""));
  }
  return new Blob(parts);
}

describe("a large import", () => {
  beforeEach(clearData);

  it("applies a 100,000-row file in streamed chunks, all at once at the end", { timeout: 240_000 }, async () => {
    const id = await queuedJob("restaurants", "big.csv", "placeholder", "replace");
    const { fileKey } = await job(id);
    await env.UPLOADS.put(fileKey, largeList());
    await deliver([id]);
    expect(await job(id)).toMatchObject({ status: "done", rowsTotal: ROWS, rowsDone: ROWS, resultLevel: "success" });
    expect(await rows("SELECT count(*) AS n FROM restaurants")).toEqual([{ n: ROWS }]);
    expect(await rows("SELECT name, source_count FROM restaurants WHERE slug = 'place-99999'")).toEqual([
      { name: "Place 99999", source_count: 5 },
    ]);
    expect(await stagedRowCount()).toBe(0);
  });

  it("reads rows as the file streams in, before the rest of it has arrived", async () => {
    const encoder = new TextEncoder();
    const neverEnding = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(
          encoder.encode("Restaurant Name,Cuisine\n" + Array.from({ length: 10 }, (_, i) => line(i)).join("")),
        );
      },
    });
    const bucket = { get: async () => ({ body: neverEnding }) } as unknown as R2Bucket;
    const first = await r2Source(bucket, "any", "csv").batches().next();
    expect(first.value?.records).toHaveLength(10);
    expect(first.value?.headers).toEqual(["restaurant name", "cuisine"]);
  });
});
