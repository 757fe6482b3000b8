import { and, asc, between, desc, eq, gte, inArray, lt } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { places, zipCodes } from "~/db/schema.server";
import { isInLosAngelesCounty } from "~/lib/evidence/data-check-locations";
import { boundingBox, nearestTo, type LatLng } from "~/lib/geo";
import { neighborhoodSlug, sortKey } from "~/lib/slug";
import { chunk, runBatch } from "./batch.server";
import { excluded, textLength } from "./sql.server";

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
        set: {
          city: excluded(zipCodes.city),
          latitude: excluded(zipCodes.latitude),
          longitude: excluded(zipCodes.longitude),
        },
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
        set: {
          name: excluded(places.name),
          latitude: excluded(places.latitude),
          longitude: excluded(places.longitude),
        },
      }),
  );
  for (const group of chunk([...zipStatements, ...placeStatements], 50)) {
    await runBatch(db, group);
  }
}

type PlaceKind = PlaceInput["kind"];
const zipColumns = {
  zip: zipCodes.zip,
  city: zipCodes.city,
  state: zipCodes.state,
  lat: zipCodes.latitude,
  lng: zipCodes.longitude,
};
const placeColumns = {
  name: places.name,
  kind: places.kind,
  state: places.state,
  lat: places.latitude,
  lng: places.longitude,
};
type ZipPlace = { zip: string; city: string; state: string } & LatLng;
type NamedPlace = { name: string; kind: string; state: string } & LatLng;

export async function findZip(db: Db, zip: string): Promise<ZipPlace | undefined> {
  const [row] = await db.select(zipColumns).from(zipCodes).where(eq(zipCodes.zip, zip)).limit(1);
  return row;
}

/** Exact names before prefixes; neighborhoods before cities (centroids near our restaurants); then shortest. */
export async function findPlace(db: Db, key: string): Promise<NamedPlace | undefined> {
  if (!key) return undefined;
  const [row] = await db
    .select(placeColumns)
    .from(places)
    // A range instead of LIKE, so the (name_key, kind) index serves it and '%' in a query is literal.
    .where(and(gte(places.nameKey, key), lt(places.nameKey, `${key}\u{10FFFF}`)))
    .orderBy(
      desc(eq(places.nameKey, key)),
      desc(eq(places.kind, "neighborhood")),
      asc(textLength(places.nameKey)),
      asc(places.nameKey),
    )
    .limit(1);
  return row;
}

/** Searches widening boxes, so the common case (a ZIP every few miles) reads a handful of rows. */
async function nearestInBoxes<T extends LatLng>(
  point: LatLng,
  maxMiles: number,
  rowsIn: (box: ReturnType<typeof boundingBox>) => Promise<T[]>,
) {
  for (const miles of new Set([Math.min(3, maxMiles), maxMiles])) {
    const found = nearestTo(await rowsIn(boundingBox(point, miles)), point, miles);
    if (found) return found;
  }
  return null;
}

/** The nearest ZIP centroid within `maxMiles`: its postal city names a point better than the nearest city centroid. */
export function nearestZip(db: Db, point: LatLng, maxMiles: number) {
  return nearestInBoxes(point, maxMiles, (box) =>
    db
      .select(zipColumns)
      .from(zipCodes)
      .where(
        and(between(zipCodes.latitude, box.minLat, box.maxLat), between(zipCodes.longitude, box.minLng, box.maxLng)),
      ),
  );
}

export function nearestPlace(db: Db, point: LatLng, maxMiles: number, kind?: PlaceKind) {
  return nearestInBoxes(point, maxMiles, (box) =>
    db
      .select(placeColumns)
      .from(places)
      .where(
        and(
          between(places.latitude, box.minLat, box.maxLat),
          between(places.longitude, box.minLng, box.maxLng),
          kind ? eq(places.kind, kind) : undefined,
        ),
      ),
  );
}

/** Area centres by neighborhood slug: its centroid, else the LA County city of that name. */
export async function listAreaCentres(db: Db, areaNames: string[]): Promise<Record<string, LatLng>> {
  // D1 binds at most 100 values a query.
  const parts = chunk([...new Set(areaNames.map(sortKey))], 90);
  const found = await Promise.all(
    parts.map((keys) => db.select(placeColumns).from(places).where(inArray(places.nameKey, keys))),
  );
  // California has towns of our neighborhoods' names far away (Westwood): a city counts only inside the county.
  // Cities first, so a neighborhood of the same name overwrites its city.
  const rows = found
    .flat()
    .filter((r) => r.kind !== "city" || isInLosAngelesCounty(r.lat, r.lng))
    .sort((a, b) => Number(b.kind === "city") - Number(a.kind === "city"));
  return Object.fromEntries(rows.map((r) => [neighborhoodSlug(r.name), { lat: r.lat, lng: r.lng }]));
}
