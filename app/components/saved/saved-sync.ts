import { fetchJson } from "~/lib/fetch-json";

type SyncBody = { intent: "merge"; slugs: string[] } | { intent: "add" | "remove"; slug: string } | { intent: "clear" };

/**
 * Sends a change to the signed-in user's saved list (app/routes/resources.saved.ts) and returns
 * the server's list. Failures are logged only: the browser's copy stays the source of truth.
 */
export async function syncSaved(body: SyncBody): Promise<string[] | null> {
  try {
    const data = await fetchJson<{ slugs?: unknown }>("/resources/saved", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
    return Array.isArray(data.slugs) ? data.slugs.filter((s): s is string => typeof s === "string") : null;
  } catch (error) {
    console.warn("could not sync the saved list", error);
    return null;
  }
}
