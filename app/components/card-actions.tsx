import type { RestaurantSummary } from "~/lib/listing";
import { directionsUrl } from "~/lib/maps-links";
import { MapsLinks } from "./maps-links";

function reserveLabel(platform: string | null): string {
  return platform ? `Reserve on ${platform}` : "Reserve";
}

/**
 * Reserve, Visit Website and Get Directions, then the maps apps: a card's actions, each opening in a
 * new tab (rel="noreferrer" implies noopener).
 */
export function CardActions({
  restaurant,
}: {
  restaurant: Pick<RestaurantSummary, "reservationUrl" | "reservationPlatform" | "websiteUrl" | "address" | "name">;
}) {
  const { reservationUrl, reservationPlatform, websiteUrl, address, name } = restaurant;
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
          <button type="button" disabled className="btn btn-off">
            No Reservations
          </button>
        )}
        {websiteUrl ? (
          <a href={websiteUrl} target="_blank" rel="noreferrer" className="btn btn-outline">
            Visit Website
          </a>
        ) : null}
        {address ? (
          <a href={directionsUrl(address)} target="_blank" rel="noreferrer" className="btn btn-outline">
            Get Directions
          </a>
        ) : null}
      </div>
      <MapsLinks name={name} address={address} />
    </>
  );
}
