import { and, eq, ne } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { restaurants } from "~/db/schema.server";
import type { PlaceFacts } from "~/lib/place-edit/place-facts";
import { recordDataChangeWhile } from "./data-changes.server";
import { bumpDataVersionWhile } from "./data-version.server";
import type { RowGuard } from "./guards.server";
import { coalesce, d1Statement } from "./sql.server";
import { runBatch } from "./batch.server";
import { published } from "./published.server";

const editableColumns = {
  slug: restaurants.slug,
  name: restaurants.name,
  address: restaurants.address,
  neighborhood: restaurants.neighborhood,
  latitude: restaurants.latitude,
  longitude: restaurants.longitude,
  cuisine: restaurants.cuisine,
  // A row written before labels were kept states its cuisine in `cuisine`.
  cuisineLabel: coalesce<string>(restaurants.cuisineLabel, restaurants.cuisine),
  price: restaurants.price,
  websiteUrl: restaurants.websiteUrl,
  reservationUrl: restaurants.reservationUrl,
  reservationPlatform: restaurants.reservationPlatform,
  phone: restaurants.phone,
  instagramHandle: restaurants.instagramHandle,
  instagramEmbedLink: restaurants.instagramEmbedLink,
  description: restaurants.description,
  status: restaurants.status,
  closedMonth: restaurants.closedMonth,
  openedMonth: restaurants.openedMonth,
  lastVerified: restaurants.lastVerified,
  updatedAt: restaurants.updatedAt,
};

export type EditablePlace = PlaceFacts & {
  slug: string;
  reservationPlatform: string | null;
  lastVerified: string | null;
  updatedAt: string;
};

export async function findEditablePlace(db: Db, slug: string): Promise<EditablePlace | null> {
  const [place] = await db
    .select(editableColumns)
    .from(restaurants)
    .where(and(eq(restaurants.slug, slug), published))
    .limit(1);
  return place ?? null;
}

/** The name of another place with this place key (name and street address), if one has it. */
export async function placeKeyHolder(db: Db, placeKey: string | null, slug: string): Promise<string | null> {
  if (placeKey === null) return null;
  const [other] = await db
    .select({ name: restaurants.name })
    .from(restaurants)
    .where(and(eq(restaurants.placeKey, placeKey), ne(restaurants.slug, slug)))
    .limit(1);
  return other?.name ?? null;
}

/** The place as the editor loaded it: a save over someone else's newer one changes nothing. */
const unchangedSince = (slug: string, updatedAt: string): RowGuard => ({
  table: restaurants,
  where: and(eq(restaurants.slug, slug), eq(restaurants.updatedAt, updatedAt)),
});

type Correction = {
  slug: string;
  /** When the editor loaded the place (its updated_at then). */
  loadedAt: string;
  set: Partial<typeof restaurants.$inferInsert>;
  now: string;
  change: { kind: string; summary: unknown };
};

/** Correction, version bump and /changes record in one batch, only while the place is as loaded; else false. */
export async function saveCorrection(db: Db, { slug, loadedAt, set, now, change }: Correction): Promise<boolean> {
  const guard = unchangedSince(slug, loadedAt);
  const update = db
    .update(restaurants)
    .set({ ...set, updatedAt: now })
    .where(guard.where)
    .returning({ slug: restaurants.slug });
  const results = await runBatch(db, [
    bumpDataVersionWhile(db, guard),
    recordDataChangeWhile(db, guard, { changedAt: now, ...change }),
    d1Statement(db, update),
  ]);
  return results[results.length - 1].results.length > 0;
}
