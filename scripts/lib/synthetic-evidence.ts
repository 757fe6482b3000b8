import { editionsFromClaims } from "../../app/lib/evidence/claimed-editions";
import type { RestaurantInput } from "../../app/lib/restaurant-record";
import type { Db } from "../../app/db/client.server";
import { chunk } from "../../app/models/batch.server";
import {
  editionStatements,
  entryStatements,
  recomputeCountsStatement,
  toEditionRecords,
} from "../../app/models/evidence.server";

/**
 * The synthetic restaurants' claims as editions of one synthetic list per source (already loaded
 * restaurants, matched by place), then every count from them, as a seed would: the scale data has
 * the shipped data's shape. Entries go in batches of a few statements, so no batch is huge.
 */
export async function loadSyntheticEvidence(db: Db, restaurants: RestaurantInput[]): Promise<void> {
  const read = new Date().toISOString().slice(0, 10);
  const editions = toEditionRecords(
    editionsFromClaims(restaurants, { list: "synthetic", host: "synthetic.invalid", read }),
  );
  await db.$client.batch(editions.flatMap((e) => editionStatements(db, e)));
  for (const part of chunk(
    editions.flatMap((e) => entryStatements(db, e)),
    10,
  ))
    await db.$client.batch(part);
  await recomputeCountsStatement(db).run();
}
