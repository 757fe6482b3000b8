export const PRICE_LEVELS = ["$", "$$", "$$$", "$$$$"] as const;
type PriceLabel = (typeof PRICE_LEVELS)[number];

/** '$$' → 2; 'Unknown', '', or anything else → null (no price). */
export function parsePrice(value: unknown): number | null {
  if (typeof value === "number") return value >= 1 && value <= 4 && Number.isInteger(value) ? value : null;
  if (typeof value !== "string") return null;
  const index = PRICE_LEVELS.indexOf(value.trim() as PriceLabel);
  return index === -1 ? null : index + 1;
}

export function formatPrice(level: number | null | undefined): PriceLabel | null {
  return level && level >= 1 && level <= 4 ? PRICE_LEVELS[level - 1] : null;
}

/** Price slugs for category URLs: '$$' ↔ '2' would be opaque, so they read as words. */
export const PRICE_SLUGS = ["budget", "moderate", "upscale", "fine-dining"] as const;

export function priceFromSlug(slug: string): number | null {
  const index = PRICE_SLUGS.indexOf(slug as (typeof PRICE_SLUGS)[number]);
  return index === -1 ? null : index + 1;
}

export function priceSlug(level: number): string {
  return PRICE_SLUGS[level - 1];
}
