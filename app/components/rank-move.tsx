import { moveDescription, moveLabel } from "~/lib/changes/move";

/** ▲3 / ▼2 / New: how the latest list update moved this place (nothing when it did not). */
export function RankMove({
  moved,
  rankBefore,
  rankAfter,
  className = "",
  described = false,
}: {
  moved?: number;
  rankBefore?: number | null;
  rankAfter?: number | null;
  className?: string;
  /** Show the move in words beside the arrow (the profile), not only to screen readers (cards). */
  described?: boolean;
}) {
  const before = rankBefore ?? null;
  const after = rankAfter ?? null;
  const label = moved ? moveLabel(before, after) : null;
  const description = moved ? moveDescription(before, after) : null;
  if (!label || !description) return null;
  const tone = label === "New" ? "rank-move-new" : label.startsWith("▲") ? "rank-move-up" : "rank-move-down";
  const arrow = (
    <span className={`rank-move ${tone}`} title={description}>
      <span aria-hidden="true" data-testid="rank-move">
        {label}
      </span>
      {described ? null : <span className="sr-only">{description}</span>}
    </span>
  );
  if (!described) return <span className={className}>{arrow}</span>;
  return (
    <span className={`inline-flex items-center gap-2 ${className}`}>
      {arrow}
      <span>{description}</span>
    </span>
  );
}
