/** Maps-app links by address (coordinates can be a block off), naming the restaurant so the app finds its listing. */
type Place = { name: string; address: string };

type Locatable = { name: string; address: string | null; neighborhood: string };

/** Where a maps app should look: the street address, or for a place known only to its area, "name, area". */
export function destinationOf(place: Locatable): string {
  return place.address ?? `${place.name}, ${place.neighborhood}`;
}

/** The place a maps search names: its street address, or its area when that is all we hold. */
export function searchPlaceOf(place: Locatable): Place {
  return { name: place.name, address: place.address ?? place.neighborhood };
}

/** A neutral search for a table where no booking link is on file: it promises nothing about the place. */
export function findTableUrl(place: Pick<Locatable, "name" | "neighborhood">): string {
  return `https://www.google.com/search?q=${param(`${place.name} ${place.neighborhood} reservations`)}`;
}

/** Spaces as '+' and bare commas read the same to maps apps and stay valid; every card carries four of these links. */
const param = (value: string) => encodeURIComponent(value).replace(/%20/g, "+").replace(/%2C/g, ",");

const query = (place: Place) => param(`${place.name}, ${place.address}`);

/** Google Maps directions to the address (or "name, area"): the card's Get Directions. */
export function directionsUrl(address: string): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${param(address)}`;
}

export function googleMapsSearchUrl(place: Place): string {
  return `https://www.google.com/maps/search/?api=1&query=${query(place)}`;
}

/** Apple's map links open Apple Maps on Apple devices and its web map elsewhere. */
export function appleMapsSearchUrl(place: Place): string {
  return `https://maps.apple.com/?q=${query(place)}`;
}

export function appleMapsDirectionsUrl(address: string): string {
  return `https://maps.apple.com/?daddr=${param(address)}`;
}

/** A place a map can draw: a street address with the coordinates read for it (never an area's centre). */
export function hasMapPoint(place: { address: string | null; latitude: number | null; longitude: number | null }) {
  return place.address !== null && place.latitude !== null && place.longitude !== null;
}
