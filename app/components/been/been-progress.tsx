import { useEffect, useState } from "react";
import { useBeen } from "~/components/saved/saved-provider";
import { beenProgressText, type ProgressScopeName } from "~/lib/been-progress";
import { fetchJson } from "~/lib/fetch-json";

/** Counted by the server from the browser's list once any place is Been; nothing before then, or while offline. */
export function BeenProgress({ scope, what }: { scope: ProgressScopeName; what: string | null }) {
  const { slugs, ready } = useBeen();
  const [progress, setProgress] = useState<{ been: number; of: number } | null>(null);

  useEffect(() => {
    if (!ready || !slugs.length) return setProgress(null);
    let current = true;
    fetchJson<{ been: number; of: number }>("/resources/been-progress", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ slugs, scope }),
    })
      .then((answer) => current && setProgress(answer))
      .catch((error) => console.warn("could not count your progress", error));
    return () => {
      current = false;
    };
  }, [ready, slugs, scope]);

  if (!progress) return null;
  return (
    <p className="been-progress" data-testid="been-progress">
      <span aria-hidden="true">✓</span>
      {beenProgressText(progress, what)}
    </p>
  );
}
