import type { AppLoadContext } from "@remix-run/cloudflare";
import { createDb, type Db } from "../app/db/client.server";

export interface Env {
  DB: D1Database;
  CACHE: KVNamespace;
  UPLOADS: R2Bucket;
  IMPORTS: Queue<ImportMessage>;
  ASSETS?: Fetcher;
  SESSION_SECRET: string;
  ENVIRONMENT: string;
  TILE_URL: string;
  GEOCODER_URL: string;
}

export type ImportMessage = { jobId: string };

type Cloudflare = { env: Env; ctx: Pick<ExecutionContext, "waitUntil" | "passThroughOnException"> };

declare module "@remix-run/cloudflare" {
  interface AppLoadContext {
    cloudflare: Cloudflare;
    db: Db;
    /** Per-request CSP nonce; every inline script Remix renders carries it. */
    cspNonce: string;
  }
}

/** The one load-context factory: used by the production Worker and by `vite dev`. */
export function getLoadContext({
  context,
}: {
  request: Request;
  /** `d1`: the request's D1 session (workers/edge/d1-session.ts); the plain binding without one. */
  context: { cloudflare: Cloudflare; cspNonce?: string; d1?: D1Database };
}): AppLoadContext {
  return {
    cloudflare: context.cloudflare,
    db: createDb(context.d1 ?? context.cloudflare.env.DB),
    cspNonce: context.cspNonce ?? crypto.randomUUID().replaceAll("-", ""),
  };
}
