import type { ReactNode } from "react";
import { RESTAURANT_STATUSES } from "~/lib/evidence/types";
import { PRICE_LEVELS } from "~/lib/price";
import { PLACE_FIELD_LABELS, type PlaceField, type PlaceFormValues } from "~/lib/place-edit/place-form";

const control =
  "mt-1 block w-full rounded-lg border bg-white px-3 py-2 text-base text-ink shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30";
const STATUS_LABELS = { open: "Open", "temporarily-closed": "Temporarily closed", closed: "Closed", moved: "Moved" };
const HINTS: Partial<Record<PlaceField, string>> = {
  address: "Empty for a place known only by its neighborhood.",
  latitude: "Decimal degrees, e.g. 34.0522.",
  longitude: "Decimal degrees, e.g. -118.2437.",
  instagramHandle: "Without the @.",
  instagramEmbedLink: "An instagram.com post or reel.",
  closedMonth: "YYYY-MM: when it closed or moved. Ignored while open.",
  openedMonth: "YYYY-MM, where known.",
};

type Props = { values: PlaceFormValues; errors: Partial<Record<PlaceField, string>> };

/** One labelled control with its hint and, when refused, its message (tied to it for screen readers). */
function Field({
  field,
  errors,
  wide,
  children,
}: { field: PlaceField; wide?: boolean; children: (a: object) => ReactNode } & Pick<Props, "errors">) {
  const error = errors[field];
  const described = [HINTS[field] ? `place-${field}-hint` : "", error ? `place-${field}-error` : ""].filter(Boolean);
  const attributes = {
    id: `place-${field}`,
    name: field,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": described.length ? described.join(" ") : undefined,
    className: `${control} ${error ? "border-red-500" : "border-stone-300"}`,
  };
  return (
    <div className={wide ? "sm:col-span-2" : undefined}>
      <label htmlFor={attributes.id} className="block text-sm font-medium text-stone-700">
        {PLACE_FIELD_LABELS[field]}
      </label>
      {children(attributes)}
      {HINTS[field] ? (
        <p id={`place-${field}-hint`} className="mt-1 text-xs text-stone-500">
          {HINTS[field]}
        </p>
      ) : null}
      {error ? (
        <p id={`place-${field}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

const TEXT_FIELDS: [PlaceField, "text" | "url" | "tel"][] = [
  ["name", "text"],
  ["address", "text"],
  ["neighborhood", "text"],
  ["cuisine", "text"],
  ["latitude", "text"],
  ["longitude", "text"],
  ["website", "url"],
  ["reservationUrl", "url"],
  ["phone", "tel"],
  ["instagramHandle", "text"],
  ["instagramEmbedLink", "url"],
];

/** The edit form's fields, filled with the place's facts (or what was typed, when refused). */
export function PlaceFields({ values, errors }: Props) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {TEXT_FIELDS.map(([field, kind]) => (
        <Field key={field} field={field} errors={errors} wide={field === "address" || field === "instagramEmbedLink"}>
          {(a) => (
            <input
              {...a}
              type={kind}
              inputMode={field === "latitude" || field === "longitude" ? "decimal" : undefined}
              defaultValue={values[field]}
            />
          )}
        </Field>
      ))}
      <Field field="price" errors={errors}>
        {(a) => (
          <select {...a} defaultValue={values.price}>
            <option value="">Unknown</option>
            {PRICE_LEVELS.map((level) => (
              <option key={level}>{level}</option>
            ))}
          </select>
        )}
      </Field>
      <Field field="openedMonth" errors={errors}>
        {(a) => <input {...a} type="text" placeholder="YYYY-MM" defaultValue={values.openedMonth} />}
      </Field>
      <Field field="status" errors={errors}>
        {(a) => (
          <select {...a} defaultValue={values.status}>
            {RESTAURANT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field field="closedMonth" errors={errors}>
        {(a) => <input {...a} type="text" placeholder="YYYY-MM" defaultValue={values.closedMonth} />}
      </Field>
      <Field field="description" errors={errors} wide>
        {(a) => <textarea {...a} rows={4} defaultValue={values.description} />}
      </Field>
    </div>
  );
}
