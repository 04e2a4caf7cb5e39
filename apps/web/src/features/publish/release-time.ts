/**
 * A `datetime-local` value ("2026-12-01T09:00") read in the browser's time zone, as publishEpisode's `publishAt`
 * takes it: ISO 8601 with that zone's offset on that date ("2026-12-01T09:00:00+05:30"). Null when empty or invalid.
 */
export function publishAtOf(local: string, offsetMinutesOf: (date: Date) => number = browserOffset): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(?::(\d{2}))?$/.exec(local.trim());
  if (!match) return null;
  const date = new Date(`${match[1]}T${match[2]}:${match[3] ?? '00'}`);
  if (Number.isNaN(date.getTime())) return null;
  const offset = offsetMinutesOf(date);
  const sign = offset >= 0 ? '+' : '-';
  const abs = Math.abs(offset);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  return `${match[1]}T${match[2]}:${match[3] ?? '00'}${sign}${hh}:${mm}`;
}

/** Minutes east of UTC (getTimezoneOffset counts west). */
const browserOffset = (date: Date) => -date.getTimezoneOffset();

/** "Scheduled for 1 Dec 2026, 09:00" in the reader's own zone and language. */
export function scheduledLabel(iso: string): string {
  const when = new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
  return `Scheduled for ${when}`;
}
