import type { ReactNode } from "react";
import type { CardRestaurant } from "~/lib/evidence/card-claims";
import { fallbackDescription } from "~/lib/fallback-description";
import { hasMapPoint } from "~/lib/maps-links";
import { TOTAL_SOURCES } from "~/lib/sources";
import { CardActions } from "./card-actions";
import { CardPlace } from "./card-place";
import { InstagramEmbed } from "./instagram-embed";
import { LocationThumb } from "./location-thumb";
import { RankMove } from "./rank-move";
import { RestaurantMetaLine } from "./restaurant-meta-line";
import { BeenButton } from "./saved/been-button";
import { SourceBadges } from "./source-badges";

/** What a card reads of a restaurant: pages may send their cards just this. */
export type CardFields = Omit<CardRestaurant, "id" | "cuisineSlug" | "neighborhoodSlug" | "occasion">;

/**
 * Its count opens the profile at Featured in. `actions` replaces the Book / Directions / Save row
 * (/saved); `headingLevel` keeps the outline in order; `eagerMap`: see LocationThumb's `eager`.
 * `idPrefix` starts the card's element ids, so a page with one place in two lists gives each its own.
 */
export function RestaurantCard({
  restaurant,
  rank,
  distanceMiles,
  highlighted = false,
  actions,
  headingLevel = 3,
  eagerMap = false,
  idPrefix = "restaurant",
}: {
  restaurant: CardFields;
  /** Its place in a list not in ranking order; none for a card shown on its own (the map's selected place). */
  rank?: number;
  distanceMiles?: number | null;
  highlighted?: boolean;
  actions?: ReactNode;
  headingLevel?: 2 | 3;
  eagerMap?: boolean;
  idPrefix?: string;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const { name, slug, websiteUrl, address, description } = restaurant;
  // In ranking order the row brings its shared rank; elsewhere the number is its place in the list shown.
  const standing = restaurant.standing ?? (rank === undefined ? undefined : { rank, tied: false });
  return (
    <article
      id={`${idPrefix}-${slug}`}
      data-testid="restaurant-card"
      aria-labelledby={`${idPrefix}-${slug}-name`}
      className={highlighted ? "card card-highlighted" : "card"}
      data-highlighted={highlighted || undefined}
    >
      <div className="card-body">
        <div className="card-head">
          {standing === undefined ? null : (
            <div className="card-rank-col">
              <span className="card-rank" title={standing.tied ? "Shared with the places on as many lists" : undefined}>
                <span className="sr-only">{standing.tied ? "Shared rank " : "Rank "}</span>
                {standing.tied ? <span aria-hidden="true">=</span> : null}
                {standing.rank}
              </span>
              <RankMove moved={restaurant.moved} rankBefore={restaurant.rankBefore} rankAfter={restaurant.rankAfter} />
            </div>
          )}
          <div>
            <Heading id={`${idPrefix}-${slug}-name`} className="card-name">
              <a
                href={websiteUrl ?? `/restaurants/${slug}`}
                {...(websiteUrl ? { target: "_blank", rel: "noreferrer" } : {})}
                data-testid="restaurant-name"
              >
                {name}
              </a>
            </Heading>
            <RestaurantMetaLine {...restaurant} />
          </div>
          <div className="card-marks">
            <BeenButton slug={slug} name={name} />
          </div>
        </div>
        <p className="card-count" data-testid="source-count">
          <a href={`/restaurants/${slug}#featured-in`}>
            {restaurant.sourceCount
              ? `Appears on ${restaurant.sourceCount} of ${TOTAL_SOURCES} trusted lists`
              : "On no current trusted list"}
          </a>
        </p>
        <SourceBadges sources={restaurant.sources} editions={restaurant.editions} claims={restaurant.claims} />
        <p className="card-description">{description ?? fallbackDescription(restaurant)}</p>
        {actions ?? <CardActions restaurant={restaurant} />}
        <CardPlace restaurant={restaurant} distanceMiles={distanceMiles} />
        {restaurant.instagramEmbedLink ? (
          <InstagramEmbed permalink={restaurant.instagramEmbedLink} websiteUrl={websiteUrl} />
        ) : null}
      </div>
      {/* A place with nothing to draw gives the map's column back to its words. */}
      {hasMapPoint(restaurant) ? (
        <div className="card-map">
          <LocationThumb
            name={name}
            latitude={restaurant.latitude}
            longitude={restaurant.longitude}
            address={address}
            area={restaurant.neighborhood}
            className="h-full"
            eager={eagerMap}
          />
        </div>
      ) : null}
    </article>
  );
}
