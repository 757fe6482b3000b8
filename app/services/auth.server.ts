import { redirect, type AppLoadContext } from "@remix-run/cloudflare";
import {
  createSession,
  deleteExpiredSessions,
  deleteSession,
  extendSession,
  findSessionUser,
} from "~/models/sessions.server";
import {
  carriesSessionCookie,
  clearSessionCookie,
  hashSessionToken,
  newSessionToken,
  readSessionToken,
  serializeSessionCookie,
  SESSION_ROLL_AFTER_MS,
  SESSION_TTL_MS,
} from "./session.server";
import { canBootstrap } from "./bootstrap.server";

/** Enough to name a browser and its system; a longer header is someone's padding. */
const USER_AGENT_MAX = 256;

type CurrentUser = { id: string; email: string; isAdmin: boolean };
type SessionState = { user: CurrentUser | null; setCookie: string | null };

/** Root and route loaders of one request share one look-up (the load context is per request). */
const sessionStates = new WeakMap<AppLoadContext, Promise<SessionState>>();

/** The session row is read every request, so sign-out or a lost role is immediate; `setCookie` is for root. */
export function loadSession(request: Request, context: AppLoadContext): Promise<SessionState> {
  let state = sessionStates.get(context);
  if (!state) {
    state = resolveSession(request, context);
    sessionStates.set(context, state);
  }
  return state;
}

async function resolveSession(request: Request, context: AppLoadContext): Promise<SessionState> {
  const env = context.cloudflare.env;
  const token = await readSessionToken(request, env);
  if (!token)
    return {
      user: null,
      setCookie: carriesSessionCookie(request, env) ? await clearSessionCookie(request, env) : null,
    };
  const id = await hashSessionToken(token);
  const found = await findSessionUser(context.db, id);
  if (!found) return { user: null, setCookie: await clearSessionCookie(request, env) };
  const { expiresAt, ...user } = found;
  const now = Date.now();
  if (expiresAt - now > SESSION_TTL_MS - SESSION_ROLL_AFTER_MS) return { user, setCookie: null };
  await extendSession(context.db, id, now + SESSION_TTL_MS);
  return { user, setCookie: await serializeSessionCookie(request, env, token) };
}

export async function getCurrentUser(request: Request, context: AppLoadContext): Promise<CurrentUser | null> {
  return (await loadSession(request, context)).user;
}

/** Anonymous visitors go to /auth and come back here after signing in. */
export async function requireUser(request: Request, context: AppLoadContext): Promise<CurrentUser> {
  const user = await getCurrentUser(request, context);
  if (user) return user;
  const { pathname, search } = new URL(request.url);
  throw redirect(`/auth?redirectTo=${encodeURIComponent(pathname + search)}`);
}

/** Every admin page, action and API calls this; a 403's body says whether the admin bootstrap is open to them. */
export async function requireAdmin(request: Request, context: AppLoadContext): Promise<CurrentUser> {
  const user = await requireUser(request, context);
  if (user.isAdmin) return user;
  throw adminRequired(await canBootstrap(context, user));
}

export function adminRequired(canBootstrap: boolean): Response {
  return Response.json({ error: "Admin privileges are required.", canBootstrap }, { status: 403 });
}

/** A new random token on every sign-in (no fixation); the old session, if any, is ended. */
export async function startSession(request: Request, context: AppLoadContext, userId: string): Promise<string> {
  const env = context.cloudflare.env;
  const previous = await readSessionToken(request, env);
  if (previous) await deleteSession(context.db, await hashSessionToken(previous));
  await deleteExpiredSessions(context.db, userId);
  const token = newSessionToken();
  await createSession(context.db, {
    id: await hashSessionToken(token),
    userId,
    expiresAt: Date.now() + SESSION_TTL_MS,
    userAgent: request.headers.get("User-Agent")?.slice(0, USER_AGENT_MAX) ?? null,
  });
  sessionStates.delete(context);
  return serializeSessionCookie(request, env, token);
}

/** Deletes the session row (so the cookie is dead everywhere) and returns a clearing cookie. */
export async function endSession(request: Request, context: AppLoadContext): Promise<string> {
  const env = context.cloudflare.env;
  const token = await readSessionToken(request, env);
  if (token) await deleteSession(context.db, await hashSessionToken(token));
  sessionStates.delete(context);
  return clearSessionCookie(request, env);
}

/** The digest that keys this request's session row, or null without a readable cookie. */
export async function currentSessionId(request: Request, context: AppLoadContext): Promise<string | null> {
  const token = await readSessionToken(request, context.cloudflare.env);
  return token ? hashSessionToken(token) : null;
}

/** After a role change in this request, later loaders must read the session afresh. */
export function forgetSession(context: AppLoadContext): void {
  sessionStates.delete(context);
}
