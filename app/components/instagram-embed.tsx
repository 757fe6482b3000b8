import { useEffect, useState } from "react";
import { useInView } from "./use-in-view";

const EMBED_TIMEOUT_MS = 10_000;
const SCRIPT_SRC = "https://www.instagram.com/embed.js";

declare global {
  interface Window {
    instgrm?: { Embeds: { process(): void } };
  }
}

function loadScript(): Promise<void> {
  if (window.instgrm) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = SCRIPT_SRC;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error("Instagram script failed"));
    document.body.appendChild(script);
  });
}

/** Loaded only in view; if the script fails or nothing renders in 10 s, fallback text and the website link show. */
export function InstagramEmbed({ permalink, websiteUrl }: { permalink: string; websiteUrl: string | null }) {
  const { ref, inView } = useInView<HTMLDivElement>();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!inView || failed) return;
    let settled = false;
    const timer = window.setTimeout(() => {
      if (!ref.current?.querySelector("iframe")) setFailed(true);
    }, EMBED_TIMEOUT_MS);
    loadScript()
      .then(() => !settled && window.instgrm?.Embeds.process())
      .catch(() => setFailed(true));
    return () => {
      settled = true;
      window.clearTimeout(timer);
    };
  }, [inView, failed, ref]);

  return (
    <div ref={ref} className="min-h-24" data-testid="instagram-embed">
      {failed ? (
        <div className="rounded-xl bg-stone-100 p-4 text-sm text-stone-700" data-testid="instagram-fallback">
          <p>Photos unavailable (Instagram sharing disabled).</p>
          <p className="mt-1">Please click the link to the restaurant website.</p>
          {websiteUrl ? (
            <a
              href={websiteUrl}
              target="_blank"
              rel="noreferrer"
              className="mt-2 inline-block font-semibold text-brand-700 underline"
            >
              Visit Website
            </a>
          ) : null}
        </div>
      ) : inView ? (
        <blockquote className="instagram-media" data-instgrm-permalink={permalink} data-instgrm-version="14">
          <a href={permalink} target="_blank" rel="noreferrer" className="text-sm text-brand-700 underline">
            View this post on Instagram
          </a>
        </blockquote>
      ) : null}
    </div>
  );
}
