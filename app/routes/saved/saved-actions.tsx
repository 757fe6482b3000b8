import { bookingUrl } from "~/components/profile/profile-actions";
import { useSaved } from "~/components/saved/saved-provider";
import type { RestaurantSummary } from "~/lib/listing";
import { destinationOf, directionsUrl } from "~/lib/maps-links";

/** Book, Directions and Remove in place of the card's own row; website and other maps apps are in the place menu. */
export function SavedActions({ restaurant }: { restaurant: RestaurantSummary }) {
  const { toggle } = useSaved();
  const { name } = restaurant;
  return (
    <div role="group" aria-label={`Actions for ${name}`} className="card-actions">
      <a
        href={bookingUrl(restaurant)}
        target="_blank"
        rel="noreferrer"
        className="btn btn-primary"
        aria-label={`Book ${name}`}
      >
        Book
      </a>
      <a
        href={directionsUrl(destinationOf(restaurant))}
        target="_blank"
        rel="noreferrer"
        className="btn btn-outline"
        aria-label={`Directions to ${name}`}
      >
        Directions
      </a>
      <button
        type="button"
        onClick={() => toggle(restaurant.slug)}
        className="btn btn-outline"
        aria-label={`Remove ${name}`}
      >
        Remove
      </button>
    </div>
  );
}
