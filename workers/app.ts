import { createRequestHandler, type ServerBuild } from "@remix-run/cloudflare";
import { Hono } from "hono";
// The Remix server build exists only after `npm run build`; wrangler bundles it from there.
// @ts-ignore -- absent before the first build, so the type checker may not see it.
import * as build from "../build/server";
import { checkEnv } from "~/services/env.server";
import { createDb } from "~/db/client.server";
import { failStaleImports } from "~/models/import-jobs.server";
import { sweepLeftovers } from "./queue/sweep";
import { api } from "./api";
import { withBodyLimit } from "./edge/body-limit";
import { withD1Session, type D1Variables } from "./edge/d1-session";
import { withEdgeCache } from "./edge/edge-cache";
import { withPostOnlyActions, withSameOriginMutations } from "./edge/mutation-guard";
import { withSecurityHeaders, type SecurityVariables } from "./edge/security-headers";
import { getLoadContext, type Env } from "./load-context";
import { handleImportBatch } from "./queue/consumer";

const serverBuild = build as unknown as ServerBuild;
/** Cached per build: the client manifest's version plus a server build hash (changed by server code or CSS). */
const buildVersion = `${serverBuild.assets.version}-${(serverBuild.entry.module as { serverBuildHash?: string }).serverBuildHash ?? ""}`;
const handleRemixRequest = createRequestHandler(serverBuild);

const app = new Hono<{ Bindings: Env; Variables: SecurityVariables & D1Variables }>();

/** Outermost, so every answer the Worker gives (403s and API errors too) carries the headers. */
app.use("*", withSecurityHeaders());

/** A misconfigured deploy says what is missing in its log, and answers 503 rather than failing mid-page. */
app.use("*", async (c, next) => {
  const problem = checkEnv(c.env);
  if (problem) {
    console.error(`environment: ${problem}`);
    return c.text("The site is not configured correctly. Please try again later.", 503);
  }
  await next();
});

app.use("*", withSameOriginMutations());

app.use("*", withBodyLimit());

app.route("/api", api);

/** After /api, which answers every path under it: the rest goes to Remix. */
app.use("*", withPostOnlyActions());

app.use("*", withD1Session());

app.all("*", (c) =>
  withEdgeCache(c, buildVersion, (request, markers) =>
    handleRemixRequest(
      request,
      getLoadContext({
        request,
        context: {
          cloudflare: { env: c.env, ctx: c.executionCtx },
          cspNonce: c.get("cspNonce"),
          db: c.get("db"),
          markers,
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
