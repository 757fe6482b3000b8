import { useEffect, useRef, useState, type ReactNode } from "react";

/**
 * One section of the filter panel: a native disclosure, so it opens without JavaScript too, and
 * sections sharing a `name` close each other (one open at a time) in the browser itself.
 *
 * A closed section's choices are drawn when it is first opened (they were a third of the home page's
 * elements, and most visits open none); until then it holds a link to the same view with it open,
 * which is what a visitor without JavaScript follows.
 */
export function FilterSection({
  title,
  open = false,
  openHref,
  children,
}: {
  title: string;
  open?: boolean;
  openHref: string;
  children: () => ReactNode;
}) {
  const ref = useRef<HTMLDetailsElement>(null);
  const [drawn, setDrawn] = useState(false);
  // Drawn once open, however it opened: before the scripts ran, or while the page hydrated (a click React
  // did not see), as well as by a click after.
  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const draw = () => details.open && setDrawn(true);
    draw();
    details.addEventListener("toggle", draw);
    return () => details.removeEventListener("toggle", draw);
  }, []);
  return (
    <details ref={ref} name="filter-section" open={open} className="filter-section">
      {/* A click draws before the browser paints the opened section, so its link never flashes. */}
      <summary onClick={() => setDrawn(true)}>
        {title}
        <span aria-hidden="true">▾</span>
      </summary>
      <div>
        {open || drawn ? (
          children()
        ) : (
          <a href={openHref} className="show-choices">{`Show ${title.toLowerCase()} choices`}</a>
        )}
      </div>
    </details>
  );
}
