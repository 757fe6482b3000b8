import { MapsLinks } from "~/components/maps-links";
import type { RestaurantSummary } from "~/lib/listing";
import { destinationOf, directionsUrl, findTableUrl } from "~/lib/maps-links";

const button = "inline-flex items-center justify-center rounded-xl px-5 py-3 font-semibold transition-colors";
const outline = `${button} border border-stone-300 bg-white text-ink hover:border-brand-700 hover:text-brand-700`;

/** Where the booking button goes: the reservation page, or else a web search for one. */
export function bookingUrl(restaurant: Pick<RestaurantSummary, "name" | "neighborhood" | "reservationUrl">): string {
  return restaurant.reservationUrl ?? findTableUrl(restaurant);
}

/** Book Now with a booking link, else a neutral Find a table search (we do not know how it books); website; maps. */
export function ProfileActions({ restaurant }: { restaurant: RestaurantSummary }) {
  const { reservationUrl, reservationPlatform, websiteUrl, address, name, neighborhood } = restaurant;
  return (
    <div className="space-y-3">
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <a
          href={bookingUrl(restaurant)}
          target="_blank"
          rel={reservationUrl ? "noreferrer sponsored" : "noreferrer"}
          className={`${button} bg-brand-700 text-white hover:bg-brand-800`}
        >
          {reservationUrl ? "Book Now" : "Find a table"}
          {reservationUrl && reservationPlatform ? (
            <span className="ml-1 font-normal">{`on ${reservationPlatform}`}</span>
          ) : null}
        </a>
        {websiteUrl ? (
          <a href={websiteUrl} target="_blank" rel="noreferrer" className={outline}>
            Visit Website
          </a>
        ) : null}
        <a href={directionsUrl(destinationOf(restaurant))} target="_blank" rel="noreferrer" className={outline}>
          Get Directions
        </a>
        {reservationUrl ? null : (
          <p className="self-center text-sm text-stone-600">No booking link on file: Find a table searches the web.</p>
        )}
      </div>
      <MapsLinks name={name} address={address} neighborhood={neighborhood} />
    </div>
  );
}
