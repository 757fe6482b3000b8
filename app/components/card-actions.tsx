import type { RestaurantSummary } from "~/lib/listing";

const button =
  "inline-flex items-center justify-center rounded-lg px-3 py-2 text-sm font-semibold transition-colors";

export function directionsUrl(address: string): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(address)}`;
}

/** Reserve, Visit Website and Get Directions: the spec's card actions, each in a new tab. */
export function CardActions({ restaurant }: { restaurant: RestaurantSummary }) {
  const { reservationUrl, reservationPlatform, websiteUrl, address, name } = restaurant;
  return (
    <div className="flex flex-wrap gap-2">
      {reservationUrl ? (
        <a
          href={reservationUrl}
          target="_blank"
          rel="noopener noreferrer sponsored"
          className={`${button} bg-brand-700 text-white hover:bg-brand-800`}
          aria-label={`Reserve at ${name}${reservationPlatform ? ` on ${reservationPlatform}` : ""} (opens in a new tab)`}
        >
          Reserve{reservationPlatform ? ` on ${reservationPlatform}` : ""}
        </a>
      ) : (
        <button type="button" disabled className={`${button} cursor-not-allowed bg-stone-200 text-stone-600`}>
          No Reservations
        </button>
      )}
      {websiteUrl ? (
        <a
          href={websiteUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={`${button} border border-stone-300 bg-white text-ink hover:border-brand-700 hover:text-brand-700`}
        >
          Visit Website
        </a>
      ) : null}
      {address ? (
        <a
          href={directionsUrl(address)}
          target="_blank"
          rel="noopener noreferrer"
          className={`${button} border border-stone-300 bg-white text-ink hover:border-brand-700 hover:text-brand-700`}
        >
          Get Directions
        </a>
      ) : null}
    </div>
  );
}
