import { sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { places, zipCodes } from "~/db/schema.server";
import { sortKey } from "~/lib/slug";
import { chunk, runBatch } from "./batch.server";

export type ZipInput = { zip: string; city: string; state: string; lat: number; lng: number };
export type PlaceInput = { name: string; kind: "city" | "neighborhood"; state: string; lat: number; lng: number };

/** Loads the embedded gazetteer; re-running replaces values in place. */
export async function upsertGazetteer(db: Db, zips: ZipInput[], placeList: PlaceInput[]) {
  const zipStatements = chunk(zips, 15).map((part) =>
    db
      .insert(zipCodes)
      .values(part.map((z) => ({ zip: z.zip, city: z.city, state: z.state, latitude: z.lat, longitude: z.lng })))
      .onConflictDoUpdate({
        target: zipCodes.zip,
        set: { city: sql`excluded.city`, latitude: sql`excluded.latitude`, longitude: sql`excluded.longitude` },
      }),
  );
  const placeStatements = chunk(placeList, 14).map((part) =>
    db
      .insert(places)
      .values(
        part.map((p) => ({
          name: p.name,
          nameKey: sortKey(p.name),
          kind: p.kind,
          state: p.state,
          latitude: p.lat,
          longitude: p.lng,
        })),
      )
      .onConflictDoUpdate({
        target: [places.nameKey, places.kind],
        set: { name: sql`excluded.name`, latitude: sql`excluded.latitude`, longitude: sql`excluded.longitude` },
      }),
  );
  for (const group of chunk([...zipStatements, ...placeStatements], 50)) {
    await runBatch(db, group);
  }
}
