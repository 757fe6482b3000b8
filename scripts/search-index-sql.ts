import { searchIndexSql } from "~/lib/search-index";

/**
 * `npx tsx scripts/search-index-sql.ts >> migrations/NNNN_name.sql`: the search index rebuilt from
 * app/lib/search-index.ts, appended to the header comment of a custom migration (`npx drizzle-kit generate --custom --name=…`).
 */
process.stdout.write(searchIndexSql());
