/** The signed-in user's saved list in D1 (the browser keeps a localStorage copy): GET → { slugs }, oldest first;
 * POST intent=merge|add|remove|clear (form or JSON) → { slugs }, 409 at 500; 401, 400, 403 cross-site.
 * Call merge right after sign-in (when the root loader's `user` appears) and store the union locally. */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { userListAction, userListLoader } from "~/services/user-list-resource.server";

export const loader = (args: LoaderFunctionArgs) => userListLoader("saved", args);

export const action = (args: ActionFunctionArgs) => userListAction("saved", args);
