import { useCallback, useEffect, useRef, useState } from "react";

/** A card stays highlighted for 3 seconds after its marker is clicked. */
const HIGHLIGHT_MS = 3000;

/**
 * Highlights a card and scrolls it (`${idPrefix}-${slug}`) into view once drawn, so a card that
 * arrives with the highlight is found too. `block`: "center" in a long list, "nearest" beside a map.
 */
export function useHighlight(idPrefix = "restaurant", block: ScrollLogicalPosition = "center") {
  const [highlighted, setHighlighted] = useState<{ slug: string } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const highlight = useCallback((slug: string) => {
    clearTimeout(timer.current);
    // A new object each time: the same marker clicked again scrolls to its card again.
    setHighlighted({ slug });
    timer.current = setTimeout(() => setHighlighted(null), HIGHLIGHT_MS);
  }, []);
  useEffect(() => {
    if (!highlighted) return;
    const reduceMotion = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
    document
      .getElementById(`${idPrefix}-${highlighted.slug}`)
      ?.scrollIntoView({ behavior: reduceMotion ? "auto" : "smooth", block });
  }, [highlighted, idPrefix, block]);
  useEffect(() => () => clearTimeout(timer.current), []);
  return [highlighted?.slug ?? null, highlight] as const;
}
