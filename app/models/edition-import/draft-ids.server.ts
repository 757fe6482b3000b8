import { and, eq, or } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { listEditions } from "~/db/schema.server";
import type { JobScope } from "../import-staging.server";
import { editionIdOf, isCurrentEdition, listIdOf, type List } from "../list-ids.server";
import { differs } from "../sql.server";

/** The draft edition a list edition import writes (draft.server.ts). */
export const draftOf = (db: Db, scope: JobScope, list: List) =>
  editionIdOf(db, list, eq(listEditions.pendingJob, scope.jobId));

/** The editions current once that draft is: every list's current one, this list's replaced by the draft. */
export const nextEditions = (db: Db, scope: JobScope, list: List) =>
  or(
    and(isCurrentEdition, differs(listEditions.listId, listIdOf(db, list))),
    eq(listEditions.id, draftOf(db, scope, list)),
  );
