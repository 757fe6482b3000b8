/** Card-shaped placeholders while a list of restaurants is on its way (New & Rising, /newest). */
export function CardSkeletons({ count, label, testId }: { count: number; label: string; testId?: string }) {
  return (
    <div className="space-y-4" role="status" aria-busy="true" aria-label={label} data-testid={testId}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} data-testid="skeleton-card" className="skeleton-card">
          <div>
            <div />
            <div />
            <div />
          </div>
          <div />
        </div>
      ))}
    </div>
  );
}
