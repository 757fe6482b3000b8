import { fetchJson } from "~/lib/fetch-json";

type SyncBody = { intent: "merge"; slugs: string[] } | { intent: "add" | "remove"; slug: string } | { intent: "clear" };

/** Returns the server's list; failures are only logged, since the browser's copy is the source of truth. */
export async function syncList(endpoint: string, body: SyncBody): Promise<string[] | null> {
  try {
    const data = await fetchJson<{ slugs?: unknown }>(endpoint, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
    return Array.isArray(data.slugs) ? data.slugs.filter((s): s is string => typeof s === "string") : null;
  } catch (error) {
    console.warn(`could not sync ${endpoint}`, error);
    return null;
  }
}
