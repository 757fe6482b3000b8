import type { Db } from "~/db/client.server";
import { laDay, laYearMonth } from "~/lib/as-of";
import { placeCorrections, placeRowFrom, type Correction } from "~/lib/place-edit/place-facts";
import { readPlaceForm, type PlaceField, type PlaceFormValues } from "~/lib/place-edit/place-form";
import { VERIFICATION } from "~/models/data-changes.server";
import { placeKeyHolder, saveCorrection, type EditablePlace } from "~/models/place-edit.server";

export type Reply = {
  ok: boolean;
  message: string;
  status: number;
  /** Whether D1 changed (the edge cache's copy of the markers then follows). */
  saved?: boolean;
  errors?: Partial<Record<PlaceField, string>>;
  /** What the admin typed, shown again with the errors. */
  values?: PlaceFormValues;
};

const STALE: Reply = {
  ok: false,
  message: "Nothing was saved: someone changed this place since you opened it. Reload the page to see their change.",
  status: 409,
};

type Edit = { adminId: string; place: EditablePlace; loadedAt: string; now: Date };

/**
 * Records corrections under the place's (new) name, with who made them, in the batch that makes them;
 * a verification stamp as its own kind, which /changes leaves out.
 */
async function save(
  db: Db,
  { adminId, place, loadedAt, now }: Edit,
  name: string,
  set: object,
  found: Correction[],
  kind = "correction",
) {
  const corrections = found.map((c) => ({ slug: place.slug, name, ...c }));
  const change = { kind, summary: { corrections, by: adminId } };
  return saveCorrection(db, { slug: place.slug, loadedAt, set, now: now.toISOString(), change });
}

/** The edit form's save: checked whole, refused with each field's message, or saved as one batch. */
export async function correctPlace(db: Db, edit: Edit, values: PlaceFormValues): Promise<Reply> {
  const { form, errors } = readPlaceForm(values, laYearMonth(edit.now));
  if (!form) {
    const message = "Nothing was saved: correct the fields marked below.";
    return { ok: false, status: 400, message, errors, values };
  }
  const row = placeRowFrom(form, edit.place.reservationPlatform);
  const found = placeCorrections(edit.place, { ...edit.place, ...row });
  if (!found.length) return { ok: true, status: 200, message: "Nothing to save: the form matches the place." };
  if (edit.loadedAt !== edit.place.updatedAt) return { ...STALE, values };
  const holder = await placeKeyHolder(db, row.placeKey, edit.place.slug);
  if (holder) {
    const message = `Nothing was saved: ${holder} already has this name and street address.`;
    return { ok: false, status: 409, message, values };
  }
  if (!(await save(db, edit, row.name, row, found))) return { ...STALE, values };
  return { ok: true, saved: true, status: 200, message: `Saved: ${found.map((c) => c.field).join(", ")}.` };
}

/** "Mark verified": today's date (in Los Angeles) as the day its facts were last checked. */
export async function markVerified(db: Db, edit: Edit): Promise<Reply> {
  const today = laDay(edit.now);
  if (edit.place.lastVerified === today) return { ok: true, status: 200, message: "Already marked verified today." };
  if (edit.loadedAt !== edit.place.updatedAt) return STALE;
  const found = [{ field: "Last verified", before: edit.place.lastVerified, after: today }];
  if (!(await save(db, edit, edit.place.name, { lastVerified: today }, found, VERIFICATION))) return STALE;
  return { ok: true, saved: true, status: 200, message: `Marked verified on ${today}.` };
}
