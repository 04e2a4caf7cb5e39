import { RSS_DEFAULTS } from '@podloom/contract';

/**
 * `itunesDuration` as HH:MM:SS from the rendered audio's seconds. A missing or unusable duration shows
 * 00:00:30 (spec 000 §9); the server reads the real duration from the audio either way.
 */
export function formatItunesDuration(seconds: number | null | undefined): string {
  if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds <= 0) return RSS_DEFAULTS.itunesDuration;
  const total = Math.max(1, Math.round(seconds));
  const parts = [Math.floor(total / 3600), Math.floor((total % 3600) / 60), total % 60];
  return parts.map((n) => String(n).padStart(2, '0')).join(':');
}
