import { hasMapPoint } from "~/lib/maps-links";
import { LocationThumb } from "./location-thumb";
import { MapsLinks } from "./maps-links";
import type { CardFields } from "./restaurant-card";

/** Address (cut short on narrow cards) and distance; a tap opens, even without JavaScript, maps, site and profile. */
export function CardPlace({ restaurant, distanceMiles }: { restaurant: CardFields; distanceMiles?: number | null }) {
  const { name, slug, address, websiteUrl, neighborhood } = restaurant;
  const where = address ?? `Street address not on file: in ${neighborhood}`;
  const drawable = hasMapPoint(restaurant);
  return (
    <details className="card-place">
      <summary>
        <span data-testid="card-address" title={where}>
          {where}
        </span>
        {distanceMiles !== undefined && distanceMiles !== null ? (
          <span data-testid="distance">{`${distanceMiles.toFixed(1)} mi away`}</span>
        ) : null}
        <span className="card-place-more">
          {drawable ? <span className="card-narrow-only">Map</span> : null}
          <span className={drawable ? "card-wide-only" : undefined}>More</span>
        </span>
      </summary>
      <div className="card-place-panel">
        <p className="card-narrow-only">{where}</p>
        {drawable ? (
          <div className="card-narrow-only">
            <LocationThumb
              name={name}
              latitude={restaurant.latitude}
              longitude={restaurant.longitude}
              address={address}
              area={neighborhood}
              className="h-40"
            />
          </div>
        ) : null}
        <MapsLinks name={name} address={address} neighborhood={neighborhood} directions={false} />
        <p className="maps-links">
          {websiteUrl ? (
            <a href={websiteUrl} target="_blank" rel="noreferrer">
              Visit Website
            </a>
          ) : null}
          <a href={`/restaurants/${slug}`}>{`More about ${name}`}</a>
        </p>
      </div>
    </details>
  );
}
