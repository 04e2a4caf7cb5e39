import type { DataExport } from './data-export-api';

/** A size as people read it: 0 B, 12.3 KB, 4.5 MB, 1.2 GB. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(1)} ${units[unit]}`;
}

/** The sentence under the button for the newest export; null when there is none. */
export function exportStatusText(item: DataExport | undefined, locale?: string): string | null {
  if (!item) return null;
  switch (item.status) {
    case 'queued':
    case 'running':
      return 'We are gathering your data. We will e-mail you a link when it is ready; you can leave this page.';
    case 'ready': {
      const until = item.expiresAt ? new Date(item.expiresAt).toLocaleDateString(locale, { dateStyle: 'long' }) : '';
      const size = item.bytes ? ` (${formatBytes(item.bytes)})` : '';
      return `Your data is ready${size}. The link works until ${until}.`;
    }
    case 'expired':
      return 'Your last export has expired and its file was deleted. Ask for a new one whenever you like.';
    default:
      return item.error ?? 'We could not gather your data this time. Please ask for it again.';
  }
}
