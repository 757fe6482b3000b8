import {
  appleMapsDirectionsUrl,
  appleMapsSearchUrl,
  destinationOf,
  googleMapsSearchUrl,
  searchPlaceOf,
} from "~/lib/maps-links";

/** The label names the restaurant so the short links read in context; an area-only place is searched by name. */
export function MapsLinks({
  directions = true,
  ...restaurant
}: {
  name: string;
  address: string | null;
  neighborhood: string;
  /** A card leaves Apple Maps directions out: its own Directions button stands beside. */
  directions?: boolean;
}) {
  const place = searchPlaceOf(restaurant);
  return (
    <p role="group" aria-label={`Open ${restaurant.name} in a maps app`} className="maps-links">
      <span>Open in</span>
      <a href={googleMapsSearchUrl(place)} target="_blank" rel="noreferrer">
        Google Maps
      </a>
      <a href={appleMapsSearchUrl(place)} target="_blank" rel="noreferrer">
        Apple Maps
      </a>
      {directions ? (
        <a href={appleMapsDirectionsUrl(destinationOf(restaurant))} target="_blank" rel="noreferrer">
          Apple Maps directions
        </a>
      ) : null}
    </p>
  );
}
