import { DISTANCE_OPTIONS } from "~/lib/geo";

/** The 'Within' choices of both distance forms: any distance (0), then each offered radius in miles. */
export function RadiusOptions() {
  return (
    <>
      <option value="0">Any distance</option>
      {DISTANCE_OPTIONS.map((d) => (
        <option key={d} value={d}>{`${d} mile${d === 1 ? "" : "s"}`}</option>
      ))}
    </>
  );
}
