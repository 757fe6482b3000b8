import { createRequestHandler, type ServerBuild } from "@remix-run/cloudflare";
import { Hono } from "hono";
// The Remix server build exists only after `npm run build`; wrangler bundles it from there.
// @ts-ignore -- absent before the first build, so the type checker may not see it.
import * as build from "../build/server";
import { envProblem } from "../app/services/env.server";
import { isSameOriginRequest } from "../app/services/origin.server";
import { createDb } from "../app/db/client.server";
import { failStaleImports } from "../app/models/import-jobs.server";
import { sweepLeftovers } from "./queue/sweep";
import { api } from "./api";
import { withBodyLimit } from "./edge/body-limit";
import { withD1Session, type D1Variables } from "./edge/d1-session";
import { withEdgeCache } from "./edge/edge-cache";
import { withSecurityHeaders, type SecurityVariables } from "./edge/security-headers";
import { getLoadContext, type Env } from "./load-context";
import { handleImportBatch } from "./queue/consumer";

const serverBuild = build as unknown as ServerBuild;
/**
 * Pages are cached per build: the client manifest's version, and a hash of the server build, which
 * alone changes when only server-side code or the (inlined) stylesheet does.
 */
const buildVersion = `${serverBuild.assets.version}-${(serverBuild.entry.module as { serverBuildHash?: string }).serverBuildHash ?? ""}`;
const handleRemixRequest = createRequestHandler(serverBuild);

const app = new Hono<{ Bindings: Env; Variables: SecurityVariables & D1Variables }>();

/** Outermost, so every answer the Worker gives (403s and API errors too) carries the headers. */
app.use("*", withSecurityHeaders());

/** A misconfigured deploy says what is missing in its log, and answers 503 rather than failing mid-page. */
app.use("*", async (c, next) => {
  const problem = envProblem(c.env as unknown as Record<string, unknown>);
  if (problem) {
    console.error(`environment: ${problem}`);
    return c.text("The site is not configured correctly. Please try again later.", 503);
  }
  await next();
});

/**
 * Every mutation must come from this origin. Checked here, before Remix, so a cross-site POST is a
 * clean 403 (Remix's own host check would answer an opaque 500) and no action ever runs for it.
 */
app.use("*", async (c, next) => {
  const { method } = c.req;
  if (method !== "GET" && method !== "HEAD" && !isSameOriginRequest(c.req.raw)) {
    return c.text("Cross-site request refused", 403);
  }
  await next();
});

app.use("*", withBodyLimit());

app.route("/api", api);

app.use("*", withD1Session());

app.all("*", (c) =>
  withEdgeCache(c, buildVersion, (request) =>
    handleRemixRequest(
      request,
      getLoadContext({
        request,
        context: {
          cloudflare: { env: c.env, ctx: c.executionCtx },
          cspNonce: c.get("cspNonce"),
          db: c.get("db"),
          dataMeta: c.get("dataMeta"),
        },
      }),
    ),
  ),
);

export default {
  fetch: app.fetch,
  queue: handleImportBatch,
  scheduled: async (_controller, env) => {
    const db = createDb(env.DB);
    await failStaleImports(db);
    await sweepLeftovers(db);
  },
} satisfies ExportedHandler<Env, unknown>;
