import { Link } from "@remix-run/react";

const badge = "inline-flex items-center rounded-full px-3 py-1 text-sm font-semibold ring-1 transition-colors";
const linked = `${badge} bg-white text-ink ring-stone-300 hover:ring-brand-700 hover:text-brand-700`;
export const plain = `${badge} bg-stone-100 text-stone-700 ring-stone-200`;

/** A place out of the ranking (closed, or on no current list) is on none of its category pages, so its badges are plain text. */
export function CategoryBadge({ to, unlinked, children }: { to: string; unlinked: boolean; children: string }) {
  return unlinked ? (
    <span className={plain}>{children}</span>
  ) : (
    <Link to={to} className={linked}>
      {children}
    </Link>
  );
}
