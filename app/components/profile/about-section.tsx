import { InstagramEmbed } from "~/components/instagram-embed";
import { fallbackDescription } from "~/lib/fallback-description";
import type { RestaurantProfile } from "~/models/profile.server";

/** The About text: the restaurant's own description, or, when it has none, one built from its name, cuisine, neighborhood and lists. */
export function aboutText(
  restaurant: Pick<RestaurantProfile, "name" | "cuisine" | "neighborhood" | "description" | "sourceCount">,
): string {
  return restaurant.description ?? fallbackDescription(restaurant);
}

/** About, what it is known for, and its Instagram post when one is enabled (10-second fallback). */
export function AboutSection({ restaurant }: { restaurant: RestaurantProfile }) {
  const embed = restaurant.hasInstagramEmbed ? restaurant.instagramEmbedLink : null;
  return (
    <section aria-labelledby="about" className="space-y-3 rounded-2xl border border-stone-200 bg-white p-5">
      <h2 id="about" className="text-xl font-bold">
        About
      </h2>
      <p className="leading-relaxed text-stone-700">{aboutText(restaurant)}</p>
      {restaurant.specialties ? (
        <p className="text-sm text-stone-700">
          <strong className="text-ink">Known for:</strong> {restaurant.specialties}
        </p>
      ) : null}
      {restaurant.instagramHandle ? (
        <p className="text-sm">
          <a
            href={`https://www.instagram.com/${encodeURIComponent(restaurant.instagramHandle)}/`}
            target="_blank"
            rel="noreferrer"
            className="font-semibold text-brand-700 hover:underline"
          >
            {`@${restaurant.instagramHandle} on Instagram`}
          </a>
        </p>
      ) : null}
      {embed ? <InstagramEmbed permalink={embed} websiteUrl={restaurant.websiteUrl} /> : null}
    </section>
  );
}
