import type { RestaurantSummary } from "~/lib/listing";
import { destinationOf, directionsUrl, findTableUrl } from "~/lib/maps-links";
import { MapsLinks } from "./maps-links";

function reserveLabel(platform: string | null): string {
  return platform ? `Reserve on ${platform}` : "Reserve";
}

/**
 * Reserve (or, with no booking link on file, a neutral search for a table), Visit Website and Get
 * Directions, then the maps apps: a card's actions, each opening in a new tab (rel="noreferrer"
 * implies noopener). No link on file says nothing about whether the place takes bookings.
 */
export function CardActions({
  restaurant,
}: {
  restaurant: Pick<
    RestaurantSummary,
    "reservationUrl" | "reservationPlatform" | "websiteUrl" | "address" | "name" | "neighborhood"
  >;
}) {
  const { reservationUrl, reservationPlatform, websiteUrl, name } = restaurant;
  return (
    <>
      <div className="card-actions">
        {reservationUrl ? (
          <a
            href={reservationUrl}
            target="_blank"
            rel="noreferrer sponsored"
            className="btn btn-primary"
            // The accessible name starts with the visible text (WCAG 2.5.3: speech users say what they see).
            aria-label={`${reserveLabel(reservationPlatform)} at ${name} (opens in a new tab)`}
          >
            {reserveLabel(reservationPlatform)}
          </a>
        ) : (
          <a
            href={findTableUrl(restaurant)}
            target="_blank"
            rel="noreferrer"
            className="btn btn-outline"
            aria-label={`Find a table at ${name} (web search, opens in a new tab)`}
          >
            Find a table
          </a>
        )}
        {websiteUrl ? (
          <a href={websiteUrl} target="_blank" rel="noreferrer" className="btn btn-outline">
            Visit Website
          </a>
        ) : null}
        <a href={directionsUrl(destinationOf(restaurant))} target="_blank" rel="noreferrer" className="btn btn-outline">
          Get Directions
        </a>
      </div>
      <MapsLinks name={name} address={restaurant.address} neighborhood={restaurant.neighborhood} />
    </>
  );
}
