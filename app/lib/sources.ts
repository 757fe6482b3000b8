/** The ten trusted sources, in their display order. */
export const SOURCE_NAMES = [
  "Bon Appétit",
  "Eater LA",
  "LA Times",
  "Michelin Guide",
  "NYT",
  "Condé Nast Traveler",
  "Food & Wine",
  "The Infatuation",
  "Time Out",
  "Yelp",
] as const;
export type SourceName = (typeof SOURCE_NAMES)[number];

/** Each source's bit in stored masks: never changed or reused, so reordering SOURCE_NAMES is safe. */
export const SOURCE_BITS: Readonly<Record<SourceName, number>> = {
  "Bon Appétit": 0,
  "Eater LA": 1,
  "LA Times": 2,
  "Michelin Guide": 3,
  NYT: 4,
  "Condé Nast Traveler": 5,
  "Food & Wine": 6,
  "The Infatuation": 7,
  "Time Out": 8,
  Yelp: 9,
};

/** Badges link the current edition naming the place (`editions`, by id), else the source's list for the city. */
export type SourceLink = {
  name: string;
  displayName: string;
  badge: string;
  url: string;
  editions: { id: number; url: string }[];
};
export const TOTAL_SOURCES = SOURCE_NAMES.length;

/** The sources whose current lists name a place within two years of opening ("Eater LA and Time Out"), or the lists. */
export function newOpeningsBy(sources: readonly string[]): string {
  if (!sources.length) return "the lists we track";
  const names = sources.length === 1 ? sources[0] : `${sources.slice(0, -1).join(", ")} and ${sources.at(-1)}`;
  return `the lists of ${names}`;
}

const ALIASES: Record<string, SourceName> = {
  "bon appetit": "Bon Appétit",
  eater: "Eater LA",
  "eater la": "Eater LA",
  "eater los angeles": "Eater LA",
  "la times": "LA Times",
  "los angeles times": "LA Times",
  michelin: "Michelin Guide",
  "michelin guide": "Michelin Guide",
  nyt: "NYT",
  "new york times": "NYT",
  "the new york times": "NYT",
  "conde nast traveler": "Condé Nast Traveler",
  "conde nast": "Condé Nast Traveler",
  "cn traveler": "Condé Nast Traveler",
  "food & wine": "Food & Wine",
  "food and wine": "Food & Wine",
  infatuation: "The Infatuation",
  "the infatuation": "The Infatuation",
  "time out": "Time Out",
  timeout: "Time Out",
  "time out la": "Time Out",
  yelp: "Yelp",
};

/** The one source-name normaliser: 'eater' → 'Eater LA'; unknown names (OpenTable, Resy Blog) → null. */
export function normalizeSourceName(raw: string): SourceName | null {
  const key = raw
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
  return ALIASES[key] ?? null;
}

/** 'Eater LA, NYT' or ['eater', 'nyt'] → canonical, de-duplicated names in display order. */
export function parseSources(value: string | readonly string[] | null | undefined): SourceName[] {
  const parts = typeof value === "string" ? value.split(",") : (value ?? []);
  const found = new Set<SourceName>();
  for (const part of parts) {
    const name = normalizeSourceName(part);
    if (name) found.add(name);
  }
  return SOURCE_NAMES.filter((name) => found.has(name));
}

export function sourceMask(names: readonly SourceName[]): number {
  return names.reduce((mask, name) => mask | sourceBit(name), 0);
}

export function sourceBit(name: SourceName): number {
  return 1 << SOURCE_BITS[name];
}
