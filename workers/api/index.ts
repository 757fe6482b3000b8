import { Hono } from "hono";
import type { Env } from "../load-context";
import { geo } from "./geo";

/** The public JSON surface. Remix routes never call it over HTTP; they use app/models directly. */
export const api = new Hono<{ Bindings: Env }>();

/** Liveness, and the benchmark's hello-world baseline: no bindings touched. */
api.get("/health", (c) => c.text("ok"));

api.route("/geo", geo);

/** Registered last: unknown /api paths answer JSON instead of falling through to Remix. */
api.all("*", (c) => c.json({ error: "Not found" }, 404));
