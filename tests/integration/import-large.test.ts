import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { IMPORT_LIMITS } from "~/lib/csv/import-kinds";
import { r2Source } from "../../workers/queue/record-source";
import {
  clearData,
  dataVersion,
  deliverAndApply,
  job,
  queuedJob,
  rows,
  seedFixtures,
  stagedRowCount,
} from "./support/import-support";

const MAX_IMPORT_ROWS = IMPORT_LIMITS.restaurants.rows;

const CUISINES = ["Italian", "Thai", "Mexican", "Korean", "French"];
const SOURCES = ["Eater LA", "LA Times", "NYT", "Time Out", "Yelp"];

function line(i: number) {
  const sources = SOURCES.slice(0, (i % 5) + 1).join(", ");
  return `Place ${i},${CUISINES[i % 5]},Area ${i % 40},${"$".repeat((i % 4) + 1)},"${sources}"\n`;
}

/** A synthetic list of `count` rows, built in parts of 1,000 lines. */
function largeList(count: number): Blob {
  const parts = ["Restaurant Name,Cuisine,Neighborhood,Price Range,Sources\n"];
  for (let start = 0; start < count; start += 1000) {
    parts.push(Array.from({ length: Math.min(1000, count - start) }, (_, k) => line(start + k)).join(""));
  }
  return new Blob(parts);
}

async function importList(count: number) {
  const id = await queuedJob("restaurants", "big.csv", "placeholder", "replace");
  await env.UPLOADS.put((await job(id)).fileKey, largeList(count));
  await deliverAndApply([id]);
  return job(id);
}

describe("a large import", () => {
  beforeEach(clearData);

  it("applies a file of the largest allowed size in streamed chunks, all at once at the end", async () => {
    const last = MAX_IMPORT_ROWS - 1;
    expect(await importList(MAX_IMPORT_ROWS)).toMatchObject({
      status: "done",
      rowsTotal: MAX_IMPORT_ROWS,
      rowsDone: MAX_IMPORT_ROWS,
      resultLevel: "success",
    });
    expect(await rows("SELECT count(*) AS n FROM restaurants")).toEqual([{ n: MAX_IMPORT_ROWS }]);
    expect(await rows(`SELECT name, cuisine FROM restaurants WHERE slug = 'place-${last}'`)).toEqual([
      { name: `Place ${last}`, cuisine: CUISINES[last % 5] },
    ]);
    expect(await stagedRowCount()).toBe(0);
  });

  it("refuses a file of one row more than the limit with a clear message, and changes nothing", async () => {
    await seedFixtures();
    const before = await rows("SELECT slug FROM restaurants ORDER BY slug");
    const version = await dataVersion();
    const refused = await importList(MAX_IMPORT_ROWS + 1);
    expect(refused).toMatchObject({ status: "failed", resultLevel: "error", rowsDone: 0 });
    expect(refused.message).toBe(
      `Error processing file: the file has ${(MAX_IMPORT_ROWS + 1).toLocaleString("en-US")} rows; at most ` +
        `${MAX_IMPORT_ROWS.toLocaleString("en-US")} can be imported at once. Split it into smaller files. Nothing was changed.`,
    );
    expect(await rows("SELECT slug FROM restaurants ORDER BY slug")).toEqual(before);
    expect(await dataVersion()).toBe(version);
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
