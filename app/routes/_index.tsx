import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { RestaurantCard } from "~/components/restaurant-card";
import { listRankedRestaurants } from "~/models/restaurants.server";

export const meta: MetaFunction = () => [
  { title: "LA Eats Ranked: Los Angeles restaurants ranked by the experts' lists" },
  {
    name: "description",
    content: "The best restaurants in Los Angeles, ranked by how many of 10 trusted expert lists feature them.",
  },
];

export async function loader({ context }: LoaderFunctionArgs) {
  return listRankedRestaurants(context.db, { limit: 10 });
}

export default function Home() {
  const { restaurants, total } = useLoaderData<typeof loader>();
  return (
    <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-8">
      <h1 className="text-3xl font-black tracking-tight sm:text-5xl">LA Eats Ranked</h1>
      <p className="mt-2 text-stone-600">
        {total} Los Angeles restaurants, ranked by how many trusted expert lists feature them.
      </p>
      <ol className="mt-8 space-y-4" aria-label="Ranked restaurants">
        {restaurants.map((restaurant, index) => (
          <li key={restaurant.id}>
            <RestaurantCard restaurant={restaurant} rank={index + 1} />
          </li>
        ))}
      </ol>
    </main>
  );
}
