import type { RestaurantSummary } from "~/lib/listing";
import { destinationOf, directionsUrl, findTableUrl } from "~/lib/maps-links";
import { SaveButton } from "./saved/save-button";

/** Book (else a neutral table search: no link says nothing of whether it books), Directions and Save; other maps apps
 * and the website are in the place menu (card-place.tsx). */
export function CardActions({
  restaurant,
}: {
  restaurant: Pick<
    RestaurantSummary,
    "slug" | "reservationUrl" | "reservationPlatform" | "address" | "name" | "neighborhood"
  >;
}) {
  const { reservationUrl, reservationPlatform, name, slug } = restaurant;
  const platform = reservationPlatform ? ` on ${reservationPlatform}` : "";
  return (
    <div className="card-actions">
      {reservationUrl ? (
        <a
          href={reservationUrl}
          target="_blank"
          rel="noreferrer sponsored"
          className="btn btn-primary"
          // Starts with the visible text at every width ("Book", "Book on Resy"): speech users say what they see.
          aria-label={`Book${platform}: ${name} (opens in a new tab)`}
        >
          Book{platform ? <span className="card-wide-only">{`\u00a0${platform.trim()}`}</span> : null}
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
      <a
        href={directionsUrl(destinationOf(restaurant))}
        target="_blank"
        rel="noreferrer"
        className="btn btn-outline"
        aria-label={`Directions to ${name} (opens in a new tab)`}
      >
        Directions
      </a>
      <SaveButton slug={slug} name={name} />
    </div>
  );
}
