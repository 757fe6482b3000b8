import { isBlankValue } from "./headers";

/** The query Instagram's own embed code carries; every stored permalink ends with it. */
const INSTAGRAM_EMBED_QUERY = "utm_source=ig_embed&utm_campaign=loading";

const PERMALINK_ATTRIBUTE = /data-instgrm-permalink\s*=\s*["']([^"']+)["']/i;
const INSTAGRAM_HREF = /href\s*=\s*["']((?:https?:)?\/\/(?:www\.)?instagram\.com\/[^"']+)["']/i;
const POST_PATH = /^\/(?:[A-Za-z0-9._]{1,30}\/)?(p|reel|reels|tv)\/([A-Za-z0-9_-]{5,40})\/?$/;

/** The post or reel permalink with the embed query, else null, so an embed can only ever point at Instagram. */
export function cleanInstagramUrl(value: string | null | undefined): string | null {
  if (isBlankValue(value)) return null;
  const text = (value as string).trim().replaceAll("&amp;", "&");
  const isMarkup = text.includes("<");
  const candidate = isMarkup ? (text.match(PERMALINK_ATTRIBUTE)?.[1] ?? text.match(INSTAGRAM_HREF)?.[1]) : text;
  if (!candidate) return null;
  if (/^[a-z][a-z0-9+.-]*:/i.test(candidate) && !/^https?:/i.test(candidate)) return null;
  let url: URL;
  try {
    url = new URL(/^https?:\/\//i.test(candidate) ? candidate : `https://${candidate.replace(/^\/\//, "")}`);
  } catch {
    return null;
  }
  if (url.hostname !== "instagram.com" && url.hostname !== "www.instagram.com") return null;
  if (url.username || url.password || (url.port && url.port !== "443")) return null;
  const match = url.pathname.match(POST_PATH);
  if (!match) return null;
  const kind = match[1] === "reels" ? "reel" : match[1];
  return `https://www.instagram.com/${kind}/${match[2]}/?${INSTAGRAM_EMBED_QUERY}`;
}
