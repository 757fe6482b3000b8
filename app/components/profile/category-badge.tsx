import { Link } from "@remix-run/react";

const badge = "inline-flex items-center rounded-full px-3 py-1 text-sm font-semibold ring-1 transition-colors";
const linked = `${badge} bg-white text-ink ring-stone-300 hover:ring-brand-700 hover:text-brand-700`;
export const plain = `${badge} bg-stone-100 text-stone-700 ring-stone-200`;

/** A closed place is on none of its category pages any more, so its badges are plain text. */
export function CategoryBadge({ to, closed, children }: { to: string; closed: boolean; children: string }) {
  return closed ? (
    <span className={plain}>{children}</span>
  ) : (
    <Link to={to} className={linked}>
      {children}
    </Link>
  );
}
