import type { Db } from "~/db/client.server";
import { getDataMeta } from "./reference-data.server";

/** When the data last changed (seed or import): the home page's 'Updated …' label. */
export async function getDataUpdatedAt(db: Db): Promise<string | null> {
  return getDataMeta(db, "data_updated_at");
}
