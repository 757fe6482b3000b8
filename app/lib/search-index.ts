import { areaGroup } from "./areas";
import type { ListingFilters } from "./listing";

/** The columns a diner's words are matched in, in the index's order; `facets` follows them. */
export const SEARCH_TEXT_COLUMNS = ["name", "cuisine", "neighborhood", "address", "description", "specialties"];

type Facet = { filter: keyof ListingFilters; alias: string; column: string; value: (column: string) => string };

const withoutHyphens = (column: string) => `replace(${column}, '-', '')`;

/** The list filters in the index's `facets`, each as one word ('cuisinekorean', 'price2') and each pair in this order
 * ('price2occasiondatenight'). The view's words and a search's are both made from this list. */
const FACETS = [
  { filter: "cuisine", alias: "c", column: "cuisine_slug", value: withoutHyphens },
  { filter: "neighborhood", alias: "n", column: "neighborhood_slug", value: withoutHyphens },
  { filter: "price", alias: "p", column: "price", value: (column: string) => `coalesce(${column}, 'none')` },
  { filter: "occasion", alias: "o", column: "occasion_slug", value: withoutHyphens },
] as const satisfies readonly Facet[];

/** Two filters to a word, as a pair's word lists far fewer places; only [a-z0-9] survives, keeping FTS syntax out. */
export function facetTerms(filters: ListingFilters): string | null {
  const words = FACETS.flatMap(({ filter }) => {
    const value = filters[filter];
    // A region is many neighborhoods: the filter itself narrows it, not one facet word.
    if (filter === "neighborhood" && areaGroup(filters.neighborhood)) return [];
    return value === undefined || value === "" ? [] : [`${filter}${String(value).replace(/[^a-z0-9]/g, "")}`];
  });
  const terms: string[] = [];
  for (let i = 0; i < words.length; i += 2) terms.push(`"${words[i]}${words[i + 1] ?? ""}"`);
  return terms.length ? `facets : (${terms.join(" AND ")})` : null;
}

const TEXT = SEARCH_TEXT_COLUMNS.join(", ");
const INDEXED = `${TEXT}, facets`;
const WATCHED = [...SEARCH_TEXT_COLUMNS, ...FACETS.map((facet) => facet.column)].join(", ");
const PAIRS = FACETS.flatMap((a, i) => FACETS.slice(i + 1).map((b) => `${a.alias} || ${b.alias}`));

const trigger = (name: string, when: string, body: string) =>
  `CREATE TRIGGER \`restaurants_fts_${name}\` ${when} ON \`restaurants\` BEGIN\n\t${body};\nEND`;
const indexRow = (row: "new" | "old") =>
  `INSERT INTO restaurants_fts(rowid, ${INDEXED})\n\tSELECT * FROM restaurants_search WHERE id = ${row}.id`;
const unindexRow = (row: "new" | "old") =>
  `INSERT INTO restaurants_fts(restaurants_fts, rowid, ${INDEXED})\n\tSELECT 'delete', * FROM restaurants_search WHERE id = ${row}.id`;

/** The migration body rebuilding the index (view, FTS table, triggers, vocabulary): a new facet migrates this text. */
export function searchIndexSql(): string {
  const statements = [
    "DROP TABLE `restaurants_vocab`",
    ...["insert", "delete", "unindex", "update"].map((name) => `DROP TRIGGER \`restaurants_fts_${name}\``),
    "DROP TABLE `restaurants_fts`",
    "DROP VIEW `restaurants_search`",
    `CREATE VIEW \`restaurants_search\` AS
SELECT id, ${TEXT},
\t${FACETS.map((facet) => facet.alias).join(" || ' ' || ")}
\t\t|| ' ' || ${PAIRS.join(" || ' ' || ")} AS facets
FROM (
\tSELECT id, ${TEXT},
${FACETS.map((facet) => `\t\t'${facet.filter}' || ${facet.value(facet.column)} AS ${facet.alias}`).join(",\n")}
\tFROM restaurants
)`,
    `CREATE VIRTUAL TABLE \`restaurants_fts\` USING fts5(
\t${INDEXED},
\tcontent='restaurants_search', content_rowid='id',
\ttokenize='unicode61 remove_diacritics 2', prefix='2 3 4'
)`,
    "INSERT INTO restaurants_fts(restaurants_fts) VALUES ('rebuild')",
    trigger("insert", "AFTER INSERT", indexRow("new")),
    "-- An entry leaves the index with the values it went in with: read before the row changes or goes.\n" +
      trigger("delete", "BEFORE DELETE", unindexRow("old")),
    "-- Only the indexed columns: a change of counts (an edition's switch-over) leaves the index alone.\n" +
      trigger("unindex", `BEFORE UPDATE OF ${WATCHED}`, unindexRow("old")),
    trigger("update", `AFTER UPDATE OF ${WATCHED}`, indexRow("new")),
    "-- The index's terms per column, for correcting typos from the searchable columns only (not facets).\n" +
      "CREATE VIRTUAL TABLE `restaurants_vocab` USING fts5vocab(`restaurants_fts`, 'col')",
  ];
  return `${statements.join(";--> statement-breakpoint\n")};\n`;
}
