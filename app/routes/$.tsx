import type { MetaFunction } from "@remix-run/cloudflare";
import { NotFound } from "~/components/not-found";

export const meta: MetaFunction = () => [
  { title: "Page Not Found | LA Eats Ranked" },
  { name: "robots", content: "noindex" },
];

/** Any path no other route claims: a real 404 status, not a soft redirect. */
export function loader() {
  throw new Response("Not Found", { status: 404 });
}

export default function CatchAll() {
  return <NotFound />;
}
