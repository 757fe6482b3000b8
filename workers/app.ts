import { createRequestHandler, type ServerBuild } from "@remix-run/cloudflare";
import { Hono } from "hono";
// The Remix server build exists only after `npm run build`; wrangler bundles it from there.
// @ts-ignore -- absent before the first build, so the type checker may not see it.
import * as build from "../build/server";
import { isSameOriginRequest } from "../app/services/origin.server";
import { api } from "./api";
import { getLoadContext, type Env } from "./load-context";
import { handleImportBatch } from "./queue/consumer";

const handleRemixRequest = createRequestHandler(build as unknown as ServerBuild);

const app = new Hono<{ Bindings: Env }>();

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

app.route("/api", api);

app.all("*", (c) =>
  handleRemixRequest(
    c.req.raw,
    getLoadContext({ request: c.req.raw, context: { cloudflare: { env: c.env, ctx: c.executionCtx } } }),
  ),
);

export default {
  fetch: app.fetch,
  queue: handleImportBatch,
} satisfies ExportedHandler<Env, unknown>;
