import { Form } from "@remix-run/react";
import { useState } from "react";
import { RadiusOptions } from "~/components/map/radius-options";
import { sanitizeZipInput } from "~/lib/geo";
import type { ListParams } from "~/lib/list-params";

/** ZIP + radius as a GET form: digits only, at most 5, Apply only with a whole ZIP (or none). */
export function DistanceForm({ params, keep }: { params: ListParams; keep: [string, string][] }) {
  const [zip, setZip] = useState(params.zip ?? "");
  const canApply = zip.length === 0 || zip.length === 5;
  return (
    <Form method="get" action="/" className="space-y-3" preventScrollReset replace>
      {/* A typed ZIP replaces a Near Me point, which would otherwise win as the origin. */}
      {keep
        .filter(([k]) => !(k === "near" && zip))
        .map(([k, v]) => (
          <input key={k} type="hidden" name={k} value={v} />
        ))}
      <label className="field-label" htmlFor="zip">
        ZIP code
      </label>
      <input
        id="zip"
        name="zip"
        type="text"
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={5}
        // Without JavaScript the browser itself refuses letters or a short ZIP instead of the server ignoring them.
        pattern="[0-9]{5}"
        title="A ZIP code has 5 digits."
        value={zip}
        onChange={(e) => setZip(sanitizeZipInput(e.target.value))}
        placeholder="90012"
        className="field"
      />
      <label className="field-label" htmlFor="radius">
        Within
      </label>
      <select id="radius" name="radius" defaultValue={String(params.radius)} className="field">
        <RadiusOptions />
      </select>
      <button type="submit" disabled={!canApply} className="field-submit">
        Apply distance
      </button>
    </Form>
  );
}
