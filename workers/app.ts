import { createRequestHandler, type ServerBuild } from "@remix-run/cloudflare";
import { Hono } from "hono";
// The Remix server build exists only after `npm run build`; wrangler bundles it from there.
// @ts-ignore -- absent before the first build, so the type checker may not see it.
import * as build from "../build/server";
import { api } from "./api";
import { getLoadContext, type Env } from "./load-context";
import { handleImportBatch } from "./queue/consumer";

const handleRemixRequest = createRequestHandler(build as unknown as ServerBuild);

const app = new Hono<{ Bindings: Env }>();

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
