import { beforeEach, describe, expect, it } from "vitest";
import instagramUpdate from "../fixtures/csv/instagram-update.csv?raw";
import neighborhoodsBom from "../fixtures/csv/neighborhoods-bom.csv?raw";
import { dataVersion, deliverAndApply, job, queuedJob, rows, seedFixtures, clearData } from "./support/import-support";

const EMBED = "?utm_source=ig_embed&utm_campaign=loading";
type Instagram = {
  name: string;
  instagram_handle: string | null;
  instagram_embed_link: string | null;
  has_instagram_embed: number;
};

describe("Instagram and neighborhood CSVs, applied by the queue consumer", () => {
  beforeEach(clearData);

  it("an Instagram CSV updates New & Rising and matching ranked restaurants, reporting the rest", async () => {
    await seedFixtures();
    const id = await queuedJob("instagram", "ig.csv", instagramUpdate);
    await deliverAndApply([id]);
    const result = await job(id);
    expect(result).toMatchObject({ status: "done", resultLevel: "warning", rowsTotal: 8, rowsDone: 8 });
    expect(result.message).toBe(
      "Successfully updated 1 newest restaurants with Instagram embed links! (3 errors occurred)\n" +
        "Also updated 2 restaurants in the ranked list.\n1 row had no Instagram handle or link.\n1 duplicate name skipped.",
    );
    expect(result.rejected).toEqual([
      { line: 5, reason: "No restaurant named 'Nowhere Cafe' in New & Rising or the ranked list" },
      { line: 7, reason: "Missing restaurant name" },
      { line: 8, reason: "Instagram link is not an instagram.com post or reel" },
    ]);
    const select = "SELECT name, instagram_handle, instagram_embed_link, has_instagram_embed FROM";
    expect(
      await rows<Instagram>(
        `${select} restaurants WHERE instagram_handle IS NOT NULL OR has_instagram_embed ORDER BY name`,
      ),
    ).toEqual([
      {
        name: "Bestia",
        instagram_handle: null,
        instagram_embed_link: `https://www.instagram.com/reel/BeStIaReel1/${EMBED}`,
        has_instagram_embed: 1,
      },
      {
        name: "New Spot",
        instagram_handle: "newspot.la",
        instagram_embed_link: `https://www.instagram.com/p/NeWsPoT1234/${EMBED}`,
        has_instagram_embed: 1,
      },
      { name: "Phở 79", instagram_handle: "pho79", instagram_embed_link: null, has_instagram_embed: 0 },
    ]);
  });

  it("an Instagram CSV without handles or links, or without names, says so and changes nothing", async () => {
    await seedFixtures();
    const version = await dataVersion();
    const none = await queuedJob("instagram", "none.csv", "name,instagram\nBestia,None\n");
    const nameless = await queuedJob("instagram", "nameless.csv", "cuisine,instagram\nThai,@x\n");
    await deliverAndApply([none, nameless]);
    expect(await job(none)).toMatchObject({
      status: "done",
      resultLevel: "warning",
      message: "No newest restaurants found with Instagram embed links or handles to update.",
    });
    expect((await job(nameless)).message).toMatch(/^No valid restaurants found in the CSV file\./);
    expect(await dataVersion()).toBe(version);
  });

  it("a neighborhood CSV with a BOM upserts on slug and lists the rows it skipped", async () => {
    await seedFixtures();
    const id = await queuedJob("neighborhoods", "hoods.csv", neighborhoodsBom);
    await deliverAndApply([id]);
    const result = await job(id);
    expect(result.message).toBe(
      "Successfully uploaded 2 neighborhood descriptions\nSlugs: koreatown, silver-lake\nSkipped 1 row (see below).",
    );
    expect(result.rejected).toEqual([{ line: 4, reason: "Missing seo_description" }]);
    expect(
      await rows("SELECT slug, title, seo_description, meta_description FROM neighborhood_descriptions ORDER BY slug"),
    ).toEqual([
      {
        slug: "koreatown",
        title: "Koreatown",
        seo_description: "Late-night barbecue, karaoke and 24-hour soup.",
        meta_description: "Koreatown food guide",
      },
      {
        slug: "silver-lake",
        title: "Silver Lake",
        seo_description: 'Coffee, natural wine and "hidden" patios.',
        meta_description: null,
      },
    ]);
  });

  it("a neighborhood CSV with no valid rows is a warning", async () => {
    const id = await queuedJob("neighborhoods", "hoods.csv", "neighborhood,seo_description\nVenice,\n");
    await deliverAndApply([id]);
    expect(await job(id)).toMatchObject({
      resultLevel: "warning",
      message: "No valid neighborhood descriptions found in the CSV file",
    });
  });
});
