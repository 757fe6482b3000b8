import { editionsFromClaims } from "./claimed-editions";
import type { RestaurantInput } from "~/lib/restaurant-record";
import type { Db } from "~/db/client.server";
import { chunk, runBatch } from "~/models/batch.server";
import { editionStatements, entryStatements } from "~/models/edition-rows.server";
import { recomputeCountsStatement, toEditionRecords } from "~/models/evidence.server";

/** Earlier editions of each synthetic list: history, as real lists have, so entries outnumber claims about four to one. */
const PAST_YEARS = ["2023", "2024", "2025"];

/**
 * The synthetic restaurants' claims as editions of one synthetic list per source, then every count,
 * as a seed would, so the scale data has the shipped data's shape. Entries go in small batches.
 */
export async function loadSyntheticEvidence(db: Db, restaurants: RestaurantInput[]): Promise<void> {
  const read = new Date().toISOString().slice(0, 10);
  const current = editionsFromClaims(restaurants, { list: "synthetic", host: "synthetic.invalid", read });
  const past = PAST_YEARS.flatMap((year) =>
    current.map((edition) => ({ ...edition, edition: year, published: `${year}-01`, url: `${edition.url}/${year}` })),
  );
  const editions = toEditionRecords([...past, ...current]);
  await runBatch(
    db,
    editions.flatMap((e) => editionStatements(db, e)),
  );
  for (const part of chunk(
    editions.flatMap((e) => entryStatements(db, e)),
    10,
  ))
    await runBatch(db, part);
  await recomputeCountsStatement(db).run();
}
