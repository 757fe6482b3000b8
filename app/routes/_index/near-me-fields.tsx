import { RadiusOptions } from "~/components/map/radius-options";

/** Near Me's place entry (with what it still lacks) and its radius. */
export function NearMeFields({
  entry,
  hint,
  radius,
  onEntry,
  onRadius,
}: {
  entry: string;
  hint: string | null;
  radius: string;
  onEntry: (value: string) => void;
  onRadius: (value: string) => void;
}) {
  return (
    <>
      <div className="space-y-1">
        <label htmlFor="near-entry" className="block text-sm font-medium">
          Or a ZIP code, city or neighborhood
        </label>
        <input
          id="near-entry"
          value={entry}
          maxLength={50}
          autoComplete="off"
          placeholder="90012 or Santa Monica"
          onChange={(event) => onEntry(event.target.value)}
          className="w-full rounded-lg border border-stone-300 px-3 py-2"
        />
        {hint ? <p className="text-xs text-stone-600">{hint}</p> : null}
      </div>
      <div className="space-y-1">
        <label htmlFor="near-radius" className="block text-sm font-medium">
          Within
        </label>
        <select
          id="near-radius"
          value={radius}
          onChange={(e) => onRadius(e.target.value)}
          className="w-full rounded-lg border border-stone-300 px-3 py-2"
        >
          <RadiusOptions />
        </select>
      </div>
    </>
  );
}
