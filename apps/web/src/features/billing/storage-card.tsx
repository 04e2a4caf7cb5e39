import { API_BASE, type StorageUsage, storageAmountText } from '@podloom/contract';
import { useQuery } from '@tanstack/react-query';
import { restRequest } from '../../api/rest';

export const STORAGE_QUERY_KEY = ['storage-usage'] as const;

/** What the caller's files take against the plan's storage: music, cloned voices and podcast audio. */
export function StorageCard() {
  const usage = useQuery({
    queryKey: STORAGE_QUERY_KEY,
    queryFn: () => restRequest<StorageUsage>(`${API_BASE}/storage`),
  });
  if (!usage.data) return null;
  const { usedBytes, limitBytes, parts } = usage.data;
  const share = limitBytes > 0 ? Math.min(100, (usedBytes / limitBytes) * 100) : 100;
  return (
    <section className="pl-card pl-subscription__card" aria-labelledby="pl-storage-title">
      <h2 id="pl-storage-title" className="pl-subscription__heading">
        Storage
      </h2>
      <p className="pl-subscription__minutes">
        <strong>{storageAmountText(usedBytes)}</strong> out of {storageAmountText(limitBytes)} used
      </p>
      <div
        className="pl-subscription__meter"
        role="progressbar"
        aria-label="Storage used"
        aria-valuemin={0}
        aria-valuemax={limitBytes}
        aria-valuenow={Math.min(usedBytes, limitBytes)}
        aria-valuetext={`${storageAmountText(usedBytes)} of ${storageAmountText(limitBytes)}`}
      >
        <span style={{ width: `${share}%` }} />
      </div>
      <p className="pl-billing__muted">
        Music {storageAmountText(parts.music)} · Cloned voices {storageAmountText(parts.clones)} · Podcast audio{' '}
        {storageAmountText(parts.podcasts)}
      </p>
    </section>
  );
}
