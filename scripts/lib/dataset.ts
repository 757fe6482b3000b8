import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Dataset } from "../../app/models/seed.server";

const DATA_DIR = join(import.meta.dirname, "..", "..", "data");

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(join(DATA_DIR, file), "utf8")) as T;
}

/** The curated dataset: data/restaurants*.json (merged), newest, sources, neighborhoods, gazetteer. */
export function readShippedDataset(): Dataset {
  const restaurantFiles = readdirSync(DATA_DIR).filter((f) => /^restaurants(-[a-z]+)?\.json$/.test(f)).sort();
  return {
    sources: readJson("sources.json"),
    restaurants: restaurantFiles.flatMap((f) => readJson<Dataset["restaurants"]>(f)),
    newest: existsSync(join(DATA_DIR, "newest.json")) ? readJson("newest.json") : [],
    neighborhoods: readJson("neighborhoods.json"),
    gazetteer: readJson("gazetteer.json"),
  };
}
