import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Dataset, DatasetEdition } from "~/models/seed.server";

const DATA_DIR = join(import.meta.dirname, "..", "..", "data");

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(join(DATA_DIR, file), "utf8")) as T;
}

/** A list edition's file: data/lists/<source>--<list>--<edition>.json; the list's slug comes from its name. */
const EDITION_FILE = /^[a-z0-9-]+--([a-z0-9-]+)--[a-z0-9-]+\.json$/;

function readListEditions(): DatasetEdition[] {
  const dir = join(DATA_DIR, "lists");
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => EDITION_FILE.test(file))
    .sort()
    .map((file) => ({
      ...readJson<DatasetEdition>(join("lists", file)),
      list: EDITION_FILE.exec(file)![1],
      file: `data/lists/${file}`,
    }));
}

/** The curated dataset: data/restaurants*.json (merged), the list editions, sources, neighborhoods, gazetteer. */
export function readShippedDataset(): Dataset {
  const restaurantFiles = readdirSync(DATA_DIR)
    .filter((f) => /^restaurants(-[a-z]+)?\.json$/.test(f))
    .sort();
  return {
    sources: readJson("sources.json"),
    restaurants: restaurantFiles.flatMap((f) => readJson<Dataset["restaurants"]>(f)),
    lists: readListEditions(),
    neighborhoods: readJson("neighborhoods.json"),
    gazetteer: readJson("gazetteer.json"),
  };
}
