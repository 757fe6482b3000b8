import { Link } from "@remix-run/react";
import { editionPath, placesWord } from "~/lib/list-pages";
import { listMonth } from "~/lib/source-lists";

type Edition = {
  source: string;
  list: string;
  edition: string;
  title: string;
  published: string | null;
  current: boolean;
  carried: number;
};

/** A source's editions, grouped by list, newest first; the current one says so. */
export function EditionLinks({ editions }: { editions: Edition[] }) {
  const lists = [...new Set(editions.map((e) => e.list))];
  return (
    <ul className="space-y-3">
      {lists.map((list) => (
        <li key={list}>
          <ul className="space-y-1">
            {editions
              .filter((e) => e.list === list)
              .map((e) => (
                <li key={e.edition} className="flex flex-wrap items-baseline gap-x-2">
                  <Link to={editionPath(e)} prefetch="intent" className="font-medium text-brand-700 hover:underline">
                    {e.title}
                  </Link>
                  <span className="text-sm text-stone-600">
                    {[
                      `${e.edition} edition`,
                      listMonth(e.published) && `published ${listMonth(e.published)}`,
                      `${placesWord(e.carried)} here`,
                    ]
                      .filter(Boolean)
                      .join(" · ")}
                  </span>
                  {e.current ? (
                    <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800">
                      Current
                    </span>
                  ) : (
                    <span className="rounded-full bg-stone-100 px-2 py-0.5 text-xs font-semibold text-stone-600">
                      Past
                    </span>
                  )}
                </li>
              ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
