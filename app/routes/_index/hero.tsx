import { Link } from "@remix-run/react";
import { useSourceLinks } from "~/components/source-badges";
import { sourcePath } from "~/lib/list-pages";
import { formatCount } from "~/lib/counts";
import { ExampleCategories } from "./example-categories";

/**
 * Title, tagline, a few categories to start from and the ten source buttons (each opens that source's
 * lists). A view the diner narrowed gets only the title and tagline, so its results come first.
 */
export function Hero({
  total,
  examples,
  compact = false,
}: {
  total: number;
  examples: { name: string; href: string }[];
  compact?: boolean;
}) {
  const sources = useSourceLinks();
  const ranked = `${formatCount(total)} restaurants ranked by how many of 10 trusted expert lists feature them.`;
  if (compact) {
    return (
      <section className="hero hero-compact">
        <div className="mx-auto max-w-6xl px-4">
          <h1>LA Eats Ranked</h1>
          <p>
            {`${ranked} `}
            <a href="#how-we-rank-end">How we rank</a>
          </p>
        </div>
      </section>
    );
  }
  return (
    <section className="hero">
      <div className="mx-auto max-w-6xl px-4 pb-4 pt-4 sm:pb-10 sm:pt-12">
        <p className="hidden text-sm font-semibold uppercase tracking-widest text-brand-100 sm:block">
          Los Angeles, by consensus
        </p>
        <h1 className="text-3xl font-black tracking-tight sm:mt-2 sm:text-6xl">LA Eats Ranked</h1>
        <p className="mt-2 max-w-2xl text-base text-brand-50 sm:mt-3 sm:text-xl">
          {ranked}
          {/* On a phone How We Rank, one scroll away, says it (Bias-Free). */}
          <span className="hidden sm:inline"> No paid placements, no sponsored content.</span>
        </p>
        <ExampleCategories examples={examples} />
        <nav aria-labelledby="lists-heading" className="hero-row">
          <h2 id="lists-heading">The lists we count</h2>
          <ul className="hero-chips hero-lists">
            {sources.map((source) => (
              <li key={source.name}>
                <Link to={sourcePath(source.name)} prefetch="intent">
                  {source.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </section>
  );
}
