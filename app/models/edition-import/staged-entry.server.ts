import { z } from "zod";
import type { Db } from "~/db/client.server";
import type { EntryRow } from "~/lib/evidence/entry-rows";
import type { RestaurantRow } from "~/lib/restaurant-record";
import { stagedField, stageRowsStatement, type JobScope, type StagedRow } from "../import-staging.server";

/** An edition import's staged row: one claim of the edition and, for a place we may lack, the facts to add it. */
export type StagedEntry = EntryRow;

type Path = Exclude<keyof StagedEntry, "restaurant"> | `restaurant.${keyof RestaurantRow}`;
type At<P extends Path> = P extends `restaurant.${infer K extends keyof RestaurantRow}`
  ? RestaurantRow[K]
  : P extends keyof StagedEntry
    ? StagedEntry[P]
    : never;

/** A field of this import's staged rows, in SQL, typed by the field of StagedEntry it names. */
export const entryField = <P extends Path>(path: P) => stagedField<At<P>>(path);

/** A column of the place an entry would add, by its key in the restaurants table (rowFromJson names them). */
export const placeColumn = (key: string) => stagedField(`restaurant.${key}`);

/** Exactly StagedEntry's fields, whatever else the row read from the file carries. */
const encode = ({
  rank,
  distinction,
  openedMonth,
  openedSource,
  restaurant,
  addProblem,
}: StagedEntry): StagedEntry => ({
  rank,
  distinction,
  openedMonth,
  openedSource,
  restaurant,
  addProblem,
});

/** The one writer of an edition's staged rows. */
export function stageEntriesStatement(db: Db, scope: JobScope, rows: StagedRow<StagedEntry>[]) {
  return stageRowsStatement(
    db,
    scope,
    rows.map((row) => ({ ...row, payload: encode(row.payload) })),
  );
}

const readBack = z.object({
  line: z.number().int(),
  name: z.string(),
  neighborhood: z.string().nullable().optional(),
  problem: z.string().optional(),
});

/** Staged fields read back into JS, checked: a row staged in another shape fails the claim, never shows blanks. */
export function checkedEntries<T extends z.input<typeof readBack>>(rows: T[]): T[] {
  for (const row of rows) {
    const read = readBack.safeParse(row);
    if (!read.success) throw new Error(`A staged edition row does not match StagedEntry: ${read.error.message}`);
  }
  return rows;
}
