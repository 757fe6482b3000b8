import { Link } from "@remix-run/react";
import { useSourceLinks } from "~/components/source-badges";
import { sourcePath } from "~/lib/list-pages";
import { formatCount } from "~/lib/counts";
import { ExampleCategories } from "./example-categories";

/**
 * Title, tagline, a few categories to start from and the ten source buttons, each opening the page of
 * that source's lists: every edition as published, the places we carry and the link to the source.
 */
export function Hero({ total, examples }: { total: number; examples: { name: string; href: string }[] }) {
  const sources = useSourceLinks();
  return (
    <section className="bg-gradient-to-b from-brand-800 to-brand-700 text-white">
      <div className="mx-auto max-w-6xl px-4 pb-10 pt-8 sm:pt-12">
        <p className="text-sm font-semibold uppercase tracking-widest text-brand-100">Los Angeles, by consensus</p>
        <h1 className="mt-2 text-4xl font-black tracking-tight sm:text-6xl">LA Eats Ranked</h1>
        <p className="mt-3 max-w-2xl text-lg text-brand-50 sm:text-xl">
          {`${formatCount(total)} restaurants ranked by how many of 10 trusted expert lists feature them. No paid placements, no sponsored content.`}
        </p>
        <ExampleCategories examples={examples} />
        <h2 className="mt-6 text-sm font-semibold text-brand-100">The lists we count</h2>
        <ul className="hero-chips hero-lists">
          {sources.map((source) => (
            <li key={source.name}>
              <Link to={sourcePath(source.name)} prefetch="intent">
                {source.name}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
