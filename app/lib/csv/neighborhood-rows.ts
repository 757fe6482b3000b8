import { neighborhoodSlug } from "~/lib/slug";
import { isBlankValue, pick } from "./headers";
import { accept, reject, type RowOutcome } from "./row-outcome";

type NeighborhoodRow = {
  slug: string;
  title: string;
  seoDescription: string;
  metaDescription: string | null;
};

const NEIGHBORHOOD_LIMITS = { title: 80, seoDescription: 2000, metaDescription: 500 } as const;

/** The first column whose header contains 'neighborhood' names the neighborhood. */
export function neighborhoodColumn(headers: readonly string[]): string | undefined {
  return headers.find((header) => header.includes("neighborhood"));
}

function clean(value: string | null): string | null {
  return value === null ? null : value.replace(/\s+/g, " ").trim();
}

/** Kept only with a title, slug and seo_description; the slug is the site's one neighborhood slug, so it lands. */
export function readNeighborhoodRecord(values: Record<string, string>): RowOutcome<NeighborhoodRow> {
  const column = neighborhoodColumn(Object.keys(values));
  const title = column && !isBlankValue(values[column]) ? clean(values[column]) : null;
  if (!title) return reject("Missing neighborhood name");
  const slug = neighborhoodSlug(title);
  if (!slug) return reject("The neighborhood name has no letters or digits");
  const seoDescription = clean(pick(values, ["seo description"]));
  if (!seoDescription) return reject("Missing seo_description");
  const metaDescription = clean(pick(values, ["meta description"]));
  for (const [field, value] of [
    ["title", title],
    ["seoDescription", seoDescription],
    ["metaDescription", metaDescription],
  ] as const) {
    const limit = NEIGHBORHOOD_LIMITS[field];
    if (value && value.length > limit) return reject(`${labels[field]} is longer than ${limit} characters`);
  }
  return accept(slug, { slug, title, seoDescription, metaDescription });
}

const labels = {
  title: "The neighborhood name",
  seoDescription: "seo_description",
  metaDescription: "meta_description",
};
