import { useEffect, useState } from "react";
import { useHighlight } from "~/components/map/use-highlight";
import { RestaurantCard } from "~/components/restaurant-card";
import type { CardRestaurant } from "~/lib/evidence/card-claims";
import { fetchJson } from "~/lib/fetch-json";
import { distanceMiles, type LatLng } from "~/lib/geo";

/** A marker clicked on the map view: which place, and how many clicks so far (the same one again re-highlights). */
export type Selection = { slug: string; click: number };

/**
 * The card of the place whose marker was clicked, below the map on a phone and beside it on a wide
 * screen, highlighted for 3 s as it arrives. Any place on the map has one, not only those the list
 * below shows, so it is fetched on the click.
 */
export function SelectedPlace({ selection, origin }: { selection: Selection | null; origin: LatLng | null }) {
  const [card, setCard] = useState<CardRestaurant | null>(null);
  const [failed, setFailed] = useState(false);
  const [highlighted, highlight] = useHighlight("selected", "nearest");
  useEffect(() => {
    if (!selection) return;
    let live = true;
    fetchJson<{ restaurant: CardRestaurant }>(`/resources/card/${selection.slug}`)
      .then(({ restaurant }) => {
        if (!live) return;
        setFailed(false);
        setCard(restaurant);
        highlight(restaurant.slug);
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [selection, highlight]);
  if (failed) {
    return (
      <p role="alert" className="selected-place-note">
        That restaurant's card could not load. Check your connection and select its marker again.
      </p>
    );
  }
  if (!card) {
    return (
      <p className="selected-place-note hidden xl:block" data-testid="selected-place-hint">
        Select a marker on the map to see that restaurant's card here.
      </p>
    );
  }
  const point = card.latitude !== null && card.longitude !== null ? { lat: card.latitude, lng: card.longitude } : null;
  return (
    <div aria-live="polite" data-testid="selected-place">
      <RestaurantCard
        restaurant={card}
        idPrefix="selected"
        highlighted={highlighted === card.slug}
        distanceMiles={origin && point ? distanceMiles(origin, point) : null}
      />
    </div>
  );
}
