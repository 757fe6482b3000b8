import { z } from "zod";

/** A row of an edition's file that names a place we have, and what it was matched on. */
const matchedRow = z.object({
  line: z.number(),
  name: z.string(),
  slug: z.string(),
  place: z.string(),
  /** By name and street address, or, for a row without a street address, by name among places without one. */
  by: z.enum(["address", "name"]),
});
const addedPlace = z.object({ line: z.number(), name: z.string(), neighborhood: z.string().nullable() });
/** A place whose lists change: its rank now and once applied (null: not in the ranking). */
const rankMove = z.object({
  slug: z.string(),
  name: z.string(),
  from: z.number().nullable(),
  to: z.number().nullable(),
});

const editionPreview = z.object({
  matched: z.array(matchedRow),
  matchedTotal: z.number(),
  added: z.array(addedPlace),
  addedTotal: z.number(),
  moves: z.array(rankMove),
  movesTotal: z.number(),
});

const importPreview = z.object({
  /** What applying would do: a headline, then details, one a line. */
  summary: z.string(),
  /** The job's message once it is applied. */
  done: z.string(),
  edition: editionPreview.optional(),
});

export type EditionPreview = z.infer<typeof editionPreview>;
export type ImportPreview = z.infer<typeof importPreview>;

/** How many matched rows and added places a preview lists; the moves it lists are the 20 largest. */
export const PREVIEW_ROWS = 100;
export const PREVIEW_MOVES = 20;

/** The stored preview, or null when there is none or it does not read. */
export function parseImportPreview(value: string | null): ImportPreview | null {
  if (!value) return null;
  try {
    const parsed = importPreview.safeParse(JSON.parse(value));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
