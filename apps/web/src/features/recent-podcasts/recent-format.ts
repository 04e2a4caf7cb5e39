/** Spec 000 §2: dates show as YYYY-MM-DD; an unparsable date shows 'Invalid Date'. */
export const INVALID_DATE = 'Invalid Date';

export function formatPodcastDate(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return INVALID_DATE;
  // Epoch milliseconds sometimes arrive as a string of digits.
  const date = new Date(typeof value === 'string' && /^\d{10,}$/.test(value) ? Number(value) : value);
  if (Number.isNaN(date.getTime())) return INVALID_DATE;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Spec 000 §2: 'Page X of Y' (an empty list still reads 'Page 1 of 1'). */
export function pageLabel(currentPage: number, totalPages: number): string {
  const total = Math.max(1, Math.floor(totalPages) || 1);
  const current = Math.min(total, Math.max(1, Math.floor(currentPage) || 1));
  return `Page ${current} of ${total}`;
}

/** Spec 000 §2: View More shows only when there is more than one page. */
export function hasMorePages(totalPages: number | undefined): boolean {
  return (totalPages ?? 0) > 1;
}

/** After deleting the last card of a page, step back to the page before (never below 1). */
export function pageAfterDelete(page: number, itemsOnPage: number): number {
  return itemsOnPage <= 1 && page > 1 ? page - 1 : page;
}

/**
 * What went wrong with a podcast's last generation, for its card, or null. A script that could not be
 * written leaves the podcast 'failed'; audio that could not be rendered leaves its script ('script_ready') with the
 * reason. Either way the card says the server's sentence and offers to try again.
 */
export function podcastProblem(podcast: { status: string; error?: string | null }): string | null {
  if (podcast.status !== 'failed' && podcast.status !== 'script_ready') return null;
  const reason = podcast.error?.trim();
  if (!reason) return podcast.status === 'failed' ? 'The script could not be written.' : null;
  const sentence = reason.charAt(0).toUpperCase() + reason.slice(1);
  return /[.!?]$/.test(sentence) ? sentence : `${sentence}.`;
}
