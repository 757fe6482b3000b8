import { Link, useLocation } from "@remix-run/react";
import { Fragment } from "react";
import { breadcrumbs } from "~/lib/structured-data";
import { JsonLd } from "~/components/json-ld";

type Crumb = { label: string; href?: string };

/** The same trail goes to crawlers as a BreadcrumbList, so the two cannot drift apart. */
export function Breadcrumb({ items }: { items: Crumb[] }) {
  const { pathname } = useLocation();
  const trail = items.map((item) => ({ name: item.label, path: item.href ?? pathname }));
  return (
    <>
      <JsonLd data={(site) => breadcrumbs(trail, site)} />
      <nav aria-label="Breadcrumb" className="text-sm text-stone-600">
        <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1">
          {items.map((item, i) => (
            <Fragment key={`${i}-${item.label}`}>
              {i > 0 ? (
                <li aria-hidden="true" className="text-stone-400">
                  /
                </li>
              ) : null}
              <li className="min-w-0">
                {item.href ? (
                  <Link to={item.href} prefetch="intent" className="font-medium text-brand-700 hover:underline">
                    {item.label}
                  </Link>
                ) : (
                  <span aria-current="page" className="font-medium text-ink">
                    {item.label}
                  </span>
                )}
              </li>
            </Fragment>
          ))}
        </ol>
      </nav>
    </>
  );
}
