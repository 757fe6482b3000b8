import type { AppLoadContext } from "@remix-run/cloudflare";
import { createDb, type Db } from "../app/db/client.server";
import { requestMarkers, type RequestMarkers } from "./edge/data-markers";

/** Generated from wrangler.toml and .dev.vars.example into worker-configuration.d.ts by `npm run cf-typegen`. */
export interface Env extends WorkerEnv {
  /** The generated type knows the queue, not what it carries. */
  IMPORTS: Queue<ImportMessage>;
}

export type ImportMessage = { jobId: string };

type Cloudflare = { env: Env; ctx: Pick<ExecutionContext, "waitUntil" | "passThroughOnException"> };

declare module "@remix-run/cloudflare" {
  interface AppLoadContext {
    cloudflare: Cloudflare;
    db: Db;
    /** The data markers held from KV (the footer's date, a sitemap's first guess), and publish() for a writer. */
    markers: RequestMarkers;
    /** Per-request CSP nonce; every inline script Remix renders carries it. */
    cspNonce: string;
  }
}

/** The one load-context factory: used by the production Worker and by `vite dev`. */
export function getLoadContext({
  context,
}: {
  request: Request;
  /** The request's own `db` (on its D1 session) and markers (the edge cache's); made here without them. */
  context: { cloudflare: Cloudflare; cspNonce?: string; db?: Db; markers?: RequestMarkers };
}): AppLoadContext {
  const { env } = context.cloudflare;
  return {
    cloudflare: context.cloudflare,
    db: context.db ?? createDb(env.DB),
    markers: context.markers ?? requestMarkers(env),
    cspNonce: context.cspNonce ?? crypto.randomUUID().replaceAll("-", ""),
  };
}
