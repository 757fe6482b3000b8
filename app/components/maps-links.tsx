import { appleMapsDirectionsUrl, appleMapsSearchUrl, googleMapsSearchUrl } from "~/lib/maps-links";

/**
 * 'Open in Google Maps · Apple Maps · Apple Maps directions', each in a new tab, beside Get Directions
 * (Google Maps directions). The group's label names the restaurant, so each short link reads in context.
 */
export function MapsLinks({ name, address }: { name: string; address: string | null }) {
  if (!address) return null;
  const place = { name, address };
  return (
    <p role="group" aria-label={`Open ${name} in a maps app`} className="maps-links">
      <span>Open in</span>
      <a href={googleMapsSearchUrl(place)} target="_blank" rel="noreferrer">
        Google Maps
      </a>
      <a href={appleMapsSearchUrl(place)} target="_blank" rel="noreferrer">
        Apple Maps
      </a>
      <a href={appleMapsDirectionsUrl(address)} target="_blank" rel="noreferrer">
        Apple Maps directions
      </a>
    </p>
  );
}
