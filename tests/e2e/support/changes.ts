import { ranked } from "./shipped-data";

/** The edition changes.setup.ts imports: a source none of the shipped lists of CHANGES_PLACE is from. */
export const CHANGES_PLACE = ranked[ranked.length - 2];
export const CHANGES_LIST = {
  source: ["Time Out", "Yelp", "Condé Nast Traveler"].find((s) => !CHANGES_PLACE.sources.includes(s)) ?? "Yelp",
  title: "An e2e changes list",
  edition: "2026",
};
export const CHANGES_NEW_PLACE = { name: "Changes Test Taqueria", address: "301 W 5th St, Los Angeles, CA 90013" };
