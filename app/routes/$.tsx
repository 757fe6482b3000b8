import type { MetaFunction } from "@remix-run/cloudflare";
import { NotFound } from "~/components/not-found";
import { notFoundMeta } from "~/lib/seo";

export const meta: MetaFunction = ({ matches }) => notFoundMeta(matches);

/** Any path no other route claims: a real 404 status, not a soft redirect. */
export function loader() {
  throw new Response("Not Found", { status: 404 });
}

export default function CatchAll() {
  return <NotFound />;
}
