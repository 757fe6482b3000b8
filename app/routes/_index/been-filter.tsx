import { useRouteLoaderData } from "@remix-run/react";
import { lazy, Suspense, useMemo } from "react";
import { useBeen } from "~/components/saved/saved-provider";
import type { BeenFilter } from "~/lib/list-params";
import type { BeenBarProps } from "./been-bar";

const LazyBeenBar = lazy(() => import("./been-bar"));

const useSignedIn = () => !!(useRouteLoaderData("root") as { user?: unknown } | undefined)?.user;

/**
 * The rows a Been filter leaves. For the signed-in the server has applied it already (their list is
 * in D1); otherwise the list is in this browser, so the filter is applied here, to the rows shown.
 */
export function useBeenFiltered<R extends { slug: string }>(mode: BeenFilter | undefined, rows: R[]): R[] {
  const signedIn = useSignedIn();
  const { slugs, ready } = useBeen();
  return useMemo(() => {
    if (!mode || signedIn || !ready) return rows;
    const been = new Set(slugs);
    return rows.filter((row) => been.has(row.slug) === (mode === "only"));
  }, [mode, signedIn, ready, slugs, rows]);
}

/** The Been progress and filters, fetched only for a visitor who has marked a place as Been (or follows a ?been= link). */
export function BeenBar(props: Omit<BeenBarProps, "signedIn">) {
  const { slugs, ready } = useBeen();
  const signedIn = useSignedIn();
  if (!ready || (!slugs.length && !props.params.been)) return null;
  return (
    <Suspense fallback={null}>
      <LazyBeenBar {...props} signedIn={signedIn} />
    </Suspense>
  );
}
