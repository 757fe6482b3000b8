/** A signed-in user's Been list in D1, exactly as resources.saved.ts: same intents, answers, rules, limit. */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { userListAction, userListLoader } from "~/services/user-list-resource.server";

export const loader = (args: LoaderFunctionArgs) => userListLoader("been", args);

export const action = (args: ActionFunctionArgs) => userListAction("been", args);
