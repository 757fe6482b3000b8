import type { AppLoadContext } from "@remix-run/cloudflare";
import { createDb, type Db } from "../app/db/client.server";
import type { DataMeta } from "../app/models/data-meta.server";
import { stampedD1 } from "../app/services/data-stamp.server";

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
  /** The one address that may claim admin while none exists (optional; `npm run admin:grant` otherwise). */
  BOOTSTRAP_ADMIN_EMAIL?: string;
  TRUSTED_CLIENT_IP_HEADER?: string;
}

export type ImportMessage = { jobId: string };

type Cloudflare = { env: Env; ctx: Pick<ExecutionContext, "waitUntil" | "passThroughOnException"> };

declare module "@remix-run/cloudflare" {
  interface AppLoadContext {
    cloudflare: Cloudflare;
    db: Db;
    /** The data's version and update time, read at most once per request (see stampedD1). */
    dataMeta: () => Promise<DataMeta>;
    /** Per-request CSP nonce; every inline script Remix renders carries it. */
    cspNonce: string;
  }
}

/** A drizzle handle on the plain binding and its data markers (no D1 session: `vite dev`, tests). */
function ownD1(env: Env): Pick<AppLoadContext, "db" | "dataMeta"> {
  const { d1, dataMeta } = stampedD1(env.DB);
  return { db: createDb(d1), dataMeta };
}

/** The one load-context factory: used by the production Worker and by `vite dev`. */
export function getLoadContext({
  context,
}: {
  request: Request;
  /** `db` and `dataMeta`: the request's own (workers/edge/d1-session.ts); made from the plain binding without them. */
  context: { cloudflare: Cloudflare; cspNonce?: string; db?: Db; dataMeta?: () => Promise<DataMeta> };
}): AppLoadContext {
  const { db, dataMeta } =
    context.db && context.dataMeta ? { db: context.db, dataMeta: context.dataMeta } : ownD1(context.cloudflare.env);
  return {
    cloudflare: context.cloudflare,
    db,
    dataMeta,
    cspNonce: context.cspNonce ?? crypto.randomUUID().replaceAll("-", ""),
  };
}
