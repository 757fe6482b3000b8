/** A signed-in user's Been list in D1, exactly as resources.saved.ts: the same intents, answers, slug rules and limit of 500. */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { userListAction, userListLoader } from "~/services/user-list-resource.server";

export const loader = (args: LoaderFunctionArgs) => userListLoader("been", args);

export const action = (args: ActionFunctionArgs) => userListAction("been", args);
