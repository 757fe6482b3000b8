import { closedPlaces, newest, ranked } from "./shipped-data";

/** A place on the ranked list and New & Rising both: its card is on the home page twice. */
const onBothLists = ranked.find((r) => newest.some((n) => n.slug === r.slug));
/** Date Night fills more than one page of 10. */
const dateNight = ranked.filter((r) => r.occasionSlug === "date-night");
if (!onBothLists || !closedPlaces[0] || dateNight.length <= 10) {
  throw new Error("the shipped data lacks a place on both lists, a closed place or a second page of Date Night");
}

/** One address of every kind of page the site serves, for the accessibility and markup checks. */
export const PAGE_TYPES: { name: string; path: string; saved?: string[] }[] = [
  { name: "the home page", path: "/" },
  { name: "a search with filters", path: "/?q=korean&price=%24%24&sort=alphabetical" },
  { name: "the map view", path: `/?view=map&cuisine=${ranked[0].cuisineSlug}` },
  { name: "the browse hub", path: "/restaurants" },
  { name: "the cuisine index", path: "/restaurants/cuisines" },
  { name: "the neighborhood index", path: "/restaurants/neighborhoods" },
  { name: "the price index", path: "/restaurants/price" },
  { name: "the occasion index", path: "/restaurants/occasion" },
  { name: "a category page, past its first page", path: "/restaurants/occasion/date-night?page=2" },
  { name: "an open restaurant's profile", path: `/restaurants/${onBothLists.slug}` },
  { name: "a closed restaurant's profile", path: `/restaurants/${closedPlaces[0].slug}` },
  { name: "an unknown restaurant", path: "/restaurants/no-such-place-anywhere" },
  { name: "New & Rising", path: "/newest" },
  { name: "the saved list", path: "/saved", saved: [ranked[2].slug, onBothLists.slug] },
  { name: "the methodology", path: "/methodology" },
  { name: "what changed", path: "/changes" },
  { name: "sign in", path: "/auth" },
  { name: "the report form", path: `/restaurants/${ranked[3].slug}/report` },
  { name: "the privacy policy", path: "/privacy-policy" },
  { name: "the terms of use", path: "/terms-of-use" },
  { name: "a page that does not exist", path: "/no/such/page" },
];
