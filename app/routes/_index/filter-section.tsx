import type { ReactNode } from "react";

/**
 * One section of the filter panel: a native disclosure, so it opens without JavaScript too, and
 * sections sharing a `name` close each other (one open at a time) in the browser itself.
 */
export function FilterSection({
  title,
  open = false,
  children,
}: {
  title: string;
  open?: boolean;
  children: ReactNode;
}) {
  return (
    <details name="filter-section" open={open} className="filter-section">
      <summary>
        {title}
        <span aria-hidden="true">▾</span>
      </summary>
      <div>{children}</div>
    </details>
  );
}
