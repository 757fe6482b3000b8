import type { Dataset, DatasetEdition } from "~/models/seed.server";
import east from "../../../data/restaurants-east.json";
import areas from "../../../data/restaurants-areas.json";
import added from "../../../data/restaurants-new.json";
import west from "../../../data/restaurants-west.json";
import sourcesJson from "../../../data/sources.json";
import { fixtureDataset } from "../../fixtures/dataset";

// Bundled at build time: workerd has no file system to read data/lists/ from.
const editionFiles = import.meta.glob<DatasetEdition>("../../../data/lists/*.json", { eager: true, import: "default" });

/** The shipped places and list editions (the list's slug from the file name, as scripts/lib/dataset.ts does). */
export function shippedDataset(): Dataset {
  return {
    ...fixtureDataset,
    sources: sourcesJson as Dataset["sources"],
    restaurants: [...east, ...west, ...added, ...areas] as Dataset["restaurants"],
    lists: Object.entries(editionFiles).map(([path, edition]) => ({
      ...edition,
      list: /--([a-z0-9-]+)--[a-z0-9-]+\.json$/.exec(path)![1],
    })),
  };
}
