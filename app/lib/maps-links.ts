/**
 * Links that open a restaurant in a maps app, all by its address (coordinates can be a block off;
 * an address is what both apps resolve to the place). A place search also names the restaurant so
 * the app lands on its listing rather than a bare pin.
 */
type Place = { name: string; address: string };

const query = (place: Place) => encodeURIComponent(`${place.name}, ${place.address}`);

/** Google Maps directions to the address: the card's Get Directions. */
export function directionsUrl(address: string): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(address)}`;
}

export function googleMapsSearchUrl(place: Place): string {
  return `https://www.google.com/maps/search/?api=1&query=${query(place)}`;
}

/** Apple's map links open Apple Maps on Apple devices and its web map elsewhere. */
export function appleMapsSearchUrl(place: Place): string {
  return `https://maps.apple.com/?q=${query(place)}`;
}

export function appleMapsDirectionsUrl(address: string): string {
  return `https://maps.apple.com/?daddr=${encodeURIComponent(address)}`;
}
