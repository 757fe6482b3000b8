import { useCallback, useEffect, useRef, useState } from "react";

/** A card stays highlighted for 3 seconds after its marker is clicked. */
const HIGHLIGHT_MS = 3000;

/** The slug of the highlighted card, and a function that highlights one and scrolls its card into view. */
export function useHighlight() {
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const highlight = useCallback((slug: string) => {
    clearTimeout(timer.current);
    setHighlighted(slug);
    const reduceMotion = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
    document
      .getElementById(`restaurant-${slug}`)
      ?.scrollIntoView({ behavior: reduceMotion ? "auto" : "smooth", block: "center" });
    timer.current = setTimeout(() => setHighlighted(null), HIGHLIGHT_MS);
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);
  return [highlighted, highlight] as const;
}
