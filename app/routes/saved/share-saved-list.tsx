import { useState } from "react";
import { CopyLinkButton } from "~/components/share/copy-link-button";
import { restaurantCount } from "~/lib/counts";
import { fetchJson, HttpError } from "~/lib/fetch-json";

type Shared = { url: string; size: number };

/** Links (/l/{code}) the saved list as it is now, for anyone without an account; a later change needs a new link. */
export function ShareSavedList({ slugs }: { slugs: string[] }) {
  const [shared, setShared] = useState<Shared | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function share() {
    setBusy(true);
    setError(null);
    try {
      const answer = await fetchJson<{ path: string; size: number }>("/resources/share", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ slugs }),
      });
      setShared({ url: new URL(answer.path, window.location.origin).href, size: answer.size });
    } catch (failure) {
      setError(
        failure instanceof HttpError
          ? failure.message
          : "Could not reach the site. Check your connection and try again.",
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-2">
      <button type="button" onClick={share} disabled={busy || !slugs.length} className="btn btn-primary">
        {busy ? "Making a link…" : "Share this list"}
      </button>
      {error ? (
        <p role="alert" className="text-sm text-red-800">
          {error}
        </p>
      ) : null}
      {shared ? (
        <div className="space-y-2 rounded-xl bg-brand-50 p-3 text-sm ring-1 ring-brand-100" data-testid="share-result">
          <label className="block font-semibold" htmlFor="share-link">
            {`Anyone with this link can see your list of ${restaurantCount(shared.size)}:`}
          </label>
          <div className="flex flex-wrap items-center gap-2">
            <input
              id="share-link"
              readOnly
              value={shared.url}
              onFocus={(event) => event.currentTarget.select()}
              className="min-w-0 flex-1 basis-64 rounded-lg border border-stone-300 bg-white px-2 py-1.5"
            />
            <CopyLinkButton label="Copy link" link={() => shared.url} />
          </div>
          <p className="text-stone-600">The link shows the list as it is now; share again after changing it.</p>
        </div>
      ) : null}
    </div>
  );
}
