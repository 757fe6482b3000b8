import { MapsLinks } from "~/components/maps-links";
import { bookingUrl } from "~/components/profile/profile-actions";
import { useSaved } from "~/components/saved/saved-provider";
import type { RestaurantSummary } from "~/lib/listing";
import { destinationOf, directionsUrl } from "~/lib/maps-links";

/**
 * The saved page's per-restaurant actions, in place of the card's own row: Book, Remove, Directions
 * and Website, then the maps apps.
 */
export function SavedActions({ restaurant }: { restaurant: RestaurantSummary }) {
  const { toggle } = useSaved();
  const { name, address, websiteUrl } = restaurant;
  return (
    <div className="space-y-2">
      <div role="group" aria-label={`Actions for ${name}`} className="flex flex-wrap gap-2">
        <a
          href={bookingUrl(restaurant)}
          target="_blank"
          rel="noreferrer"
          className="btn btn-primary"
          aria-label={`Book ${name}`}
        >
          Book
        </a>
        <button
          type="button"
          onClick={() => toggle(restaurant.slug)}
          className="btn btn-outline"
          aria-label={`Remove ${name}`}
        >
          Remove
        </button>
        <a
          href={directionsUrl(destinationOf(restaurant))}
          target="_blank"
          rel="noreferrer"
          className="btn btn-outline"
          aria-label={`Directions to ${name}`}
        >
          Directions
        </a>
        {websiteUrl ? (
          <a
            href={websiteUrl}
            target="_blank"
            rel="noreferrer"
            className="btn btn-outline"
            aria-label={`Website of ${name}`}
          >
            Website
          </a>
        ) : null}
      </div>
      <MapsLinks name={name} address={address} neighborhood={restaurant.neighborhood} />
    </div>
  );
}
