import { formatStoredAt, useOfflineState } from "./offline-state";

/** On /saved: whether this list is kept on the device, and as of when. */
export function OfflineStatus() {
  const { storedAt } = useOfflineState();
  if (!storedAt) return null;
  return (
    <p className="text-sm text-stone-600" data-testid="offline-status">
      <span aria-hidden="true">✓ </span>
      {`Kept on this device for offline use, as of ${formatStoredAt(storedAt)}.`}
    </p>
  );
}
