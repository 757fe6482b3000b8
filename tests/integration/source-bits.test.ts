import { env } from "cloudflare:test";
import { afterAll, describe, expect, it, vi } from "vitest";
import { createDb } from "~/db/client.server";
import { SOURCE_BITS, SOURCE_NAMES, sourceMask, type SourceName } from "~/lib/sources";
import { seedDataset } from "~/models/seed.server";
import { fixtureDataset } from "../fixtures/dataset";

// The badges shown in the opposite order: what a reordering of the display would do. The worker has
// loaded the app's modules already; they load again, with this order, for this file.
vi.hoisted(() => vi.resetModules());
vi.mock("~/lib/sources", async (importOriginal) => {
  const sources = await importOriginal<typeof import("~/lib/sources")>();
  return { ...sources, SOURCE_NAMES: [...sources.SOURCE_NAMES].reverse() };
});
// The files after this one share the worker (decision 044): they load the modules again, unreversed.
afterAll(() => {
  vi.doUnmock("~/lib/sources");
  vi.resetModules();
});

type Row = { slug: string; sources: string; source_mask: number };

describe("each source's bit in source_mask", () => {
  it("is stored with the source, as lib/sources gives it", async () => {
    await seedDataset(createDb(env.DB), fixtureDataset);
    const { results } = await env.DB.prepare("SELECT name, bit FROM trusted_sources").all<{
      name: string;
      bit: number;
    }>();
    expect(Object.fromEntries(results.map((r) => [r.name, r.bit]))).toEqual(SOURCE_BITS);
  });

  it("stays put when the display is reordered: each place's badges follow the new order, its mask does not", async () => {
    expect(SOURCE_NAMES[0]).toBe("Yelp");
    await seedDataset(createDb(env.DB), fixtureDataset);
    const { results } = await env.DB.prepare(
      "SELECT slug, sources, source_mask FROM restaurants WHERE source_count > 1",
    ).all<Row>();
    expect(results.length).toBeGreaterThan(0);
    for (const row of results) {
      const names = row.sources.split(", ") as SourceName[];
      expect(names).toEqual(SOURCE_NAMES.filter((name) => names.includes(name)));
      expect(row.source_mask).toBe(sourceMask(names));
    }
    const top = results.find((row) => row.slug === "bestia");
    expect(top).toEqual({ slug: "bestia", sources: "NYT, LA Times, Eater LA", source_mask: 0b10110 });
  });
});
