import { sortKey } from "~/lib/slug";
import { INSTAGRAM_COLUMNS, pick } from "./headers";
import { cleanInstagramUrl } from "./instagram-url";
import { accept, quoteValue, reject, type RowOutcome } from "./row-outcome";

/** The three Instagram fields a row sets on the restaurant with its name. */
type InstagramUpdate = {
  name: string;
  instagramHandle: string | null;
  instagramEmbedLink: string | null;
};

const HANDLE = /^[A-Za-z0-9._]{1,30}$/;
const PROFILE_URL = /^(?:https?:\/\/)?(?:www\.)?instagram\.com\/([A-Za-z0-9._]{1,30})\/?(?:[?#].*)?$/i;

/** '@bestia', 'bestia' or 'instagram.com/bestia' → 'bestia'; anything else → undefined (invalid). */
export function cleanInstagramHandle(value: string): string | undefined {
  const trimmed = value.trim();
  const handle = trimmed.match(PROFILE_URL)?.[1] ?? trimmed.replace(/^@+/, "");
  return HANDLE.test(handle) ? handle : undefined;
}

/** No handle nor post: skipped; no name or a bad value: rejected. Keyed by the accent-insensitive matching name. */
export function readInstagramRecord(values: Record<string, string>): RowOutcome<InstagramUpdate> {
  const name = pick(values, INSTAGRAM_COLUMNS.name)?.replace(/\s+/g, " ");
  if (!name) return reject("Missing restaurant name");
  const rawHandle = pick(values, INSTAGRAM_COLUMNS.handle);
  const rawLink = pick(values, INSTAGRAM_COLUMNS.link);
  const handle = rawHandle === null ? null : cleanInstagramHandle(rawHandle);
  if (handle === undefined) return reject(`Instagram handle ${quoteValue(rawHandle ?? "")} is not valid`);
  const link = cleanInstagramUrl(rawLink);
  if (rawLink !== null && link === null) return reject("Instagram link is not an instagram.com post or reel");
  if (!handle && !link) return null;
  return accept(sortKey(name), { name, instagramHandle: handle, instagramEmbedLink: link });
}
