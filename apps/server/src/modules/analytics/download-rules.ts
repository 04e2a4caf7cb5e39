/**
 * IAB Podcast Measurement Technical Guidelines v2.2, as Podloom applies them to enclosure requests:
 * only GET counts; `bytes=0-1` probes are ignored; bots are filtered by user agent; a listener is IP plus
 * user agent; bytes are summed per listener and episode; a download counts once one minute of audio has
 * been delivered (the whole file for episodes of a minute or less); at most one per rolling 24 hours.
 */
export const COUNTING_WINDOW_MS = 24 * 60 * 60 * 1000;
/**
 * Beyond IAB v2.2: one address rotating user agents would otherwise count as that many listeners. At most this many
 * listeners per address (an IPv6 /64) are counted, or even recorded, per episode in 24 hours (downloads, plays,
 * visitors and player plays alike); a household or office stays well under it, a script does not.
 */
export const LISTENERS_PER_ADDRESS_PER_DAY = 10;
export const MINUTE_OF_AUDIO_SECONDS = 60;
/** Completion: the listener fetched at least this share of the bytes. */
export const COMPLETION_SHARE = 0.9;
/** Fragmented ranges are merged down to this many, so a row stays small whatever a client does. */
const MAX_RANGES = 64;

export type ByteSpan = [start: number, end: number];

/**
 * A single range shorter than this is a probe, not listening: a few bytes are a tenth of a second of audio at most.
 * Players check range support with `bytes=0-1`; a script asking `bytes=0-2` over and over is no listener either.
 */
export const PROBE_MAX_BYTES = 1024;

/** A request for a tiny range (`Range: bytes=0-1`, `bytes=0-2`…): it carries no listening and is not recorded. */
export function isRangeProbe(rangeHeader: string | undefined): boolean {
  if (rangeHeader === undefined) return false;
  const single = /^bytes=(\d+)-(\d+)$/.exec(rangeHeader.replace(/\s+/g, ''));
  if (!single) return false;
  const length = Number(single[2]) - Number(single[1]) + 1;
  return length > 0 && length < PROBE_MAX_BYTES;
}

/** Bytes that make a download: one minute at the file's own bitrate, or the whole of a short file. */
export function downloadThresholdBytes(sizeBytes: number, durationSeconds: number): number {
  if (durationSeconds <= MINUTE_OF_AUDIO_SECONDS) return sizeBytes;
  return Math.min(sizeBytes, Math.ceil((sizeBytes / durationSeconds) * MINUTE_OF_AUDIO_SECONDS));
}

/** Sorted, inclusive, with overlapping and touching spans joined. */
export function mergeSpans(spans: readonly ByteSpan[]): ByteSpan[] {
  const sorted = spans.filter(([s, e]) => e >= s).sort((a, b) => a[0] - b[0]);
  const merged: ByteSpan[] = [];
  for (const [start, end] of sorted) {
    const last = merged.at(-1);
    if (last && start <= last[1] + 1) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  while (merged.length > MAX_RANGES) {
    // Join the two spans with the smallest gap: slightly generous, never unbounded.
    let best = 0;
    for (let i = 1; i < merged.length - 1; i++) {
      const gap = (merged[i + 1] as ByteSpan)[0] - (merged[i] as ByteSpan)[1];
      if (gap < (merged[best + 1] as ByteSpan)[0] - (merged[best] as ByteSpan)[1]) best = i;
    }
    const joined: ByteSpan = [(merged[best] as ByteSpan)[0], (merged[best + 1] as ByteSpan)[1]];
    merged.splice(best, 2, joined);
  }
  return merged;
}

export function coveredBytes(spans: readonly ByteSpan[]): number {
  return spans.reduce((sum, [start, end]) => sum + (end - start + 1), 0);
}

/** Seconds of audio the delivered bytes stand for (bytes are all downloads can tell). */
export function listeningSeconds(bytes: number, sizeBytes: number, durationSeconds: number): number {
  if (sizeBytes <= 0) return 0;
  return (Math.min(bytes, sizeBytes) / sizeBytes) * durationSeconds;
}
