/** Card-shaped placeholders while a list of restaurants is on its way (New & Rising, /newest). */
export function CardSkeletons({ count, label, testId }: { count: number; label: string; testId?: string }) {
  return (
    <div className="space-y-4" role="status" aria-busy="true" aria-label={label} data-testid={testId}>
      {Array.from({ length: count }, (_, i) => (
        <div
          key={i}
          data-testid="skeleton-card"
          className="grid gap-4 rounded-2xl border border-stone-200 bg-white p-5 md:grid-cols-[1fr_220px]"
        >
          <div className="space-y-3">
            <div className="h-6 w-2/3 animate-pulse rounded bg-stone-200" />
            <div className="h-4 w-1/2 animate-pulse rounded bg-stone-200" />
            <div className="h-16 animate-pulse rounded bg-stone-100" />
          </div>
          <div className="h-32 animate-pulse rounded-xl bg-stone-100" />
        </div>
      ))}
    </div>
  );
}
