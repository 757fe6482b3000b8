/**
 * The signed-in user's saved list, kept in D1 (the browser keeps its own copy in localStorage).
 *
 *   GET  /resources/saved                      → 200 { slugs: string[] }   (oldest first)
 *   POST /resources/saved  intent=merge slugs[] → 200 { slugs }  the union of the account's and these
 *                          intent=add    slug   → 200 { slugs }  (409 { error, slugs } when 500 are saved)
 *                          intent=remove slug   → 200 { slugs }
 *                          intent=clear         → 200 { slugs: [] }
 *
 * POST bodies are form data (repeat `slugs` for a list) or JSON ({ "intent": "merge", "slugs": [...] }).
 * Anonymous → 401 { error }; bad input → 400 { error }; other methods → 405; cross-site → 403.
 * Slugs are lowercase letters, digits and single hyphens, at most 120 characters. Call merge right
 * after sign-in (when the root loader's `user` appears) and store the returned union locally.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { userListAction, userListLoader } from "~/services/user-list-resource.server";

export const loader = (args: LoaderFunctionArgs) => userListLoader("saved", args);

export const action = (args: ActionFunctionArgs) => userListAction("saved", args);
