import type { Db } from "~/db/client.server";
import { getDataUpdatedAt } from "~/models/data-meta.server";
import { getDataVersion } from "~/models/data-version.server";

/**
 * What every cache of data-derived output is keyed on: imports bump data_version (and the update
 * time) in their switch-over batch; the seed sets the update time. A new stamp is a new key, so
 * nothing needs purging and no reader sees a page older than the data it was told about.
 */
export async function getDataStamp(db: Db): Promise<string> {
  const [version, updatedAt] = await Promise.all([getDataVersion(db), getDataUpdatedAt(db)]);
  return `${version}-${(updatedAt && Date.parse(updatedAt)) || 0}`;
}
