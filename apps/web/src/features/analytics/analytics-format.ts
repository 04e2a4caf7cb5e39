import type { ListenerCount } from './analytics-api';

/**
 * Spec 001 §2 "Platforms", each with the podcast apps (opawg names) that count for it. 'Apple CoreMedia' is the
 * name downloads were stored under before Apple's player was counted as Apple Podcasts.
 */
export const ANALYTICS_PLATFORMS = [
  { name: 'Spotify', apps: ['Spotify'] },
  { name: 'Apple Music', apps: ['Apple Podcasts', 'Apple Music', 'Apple CoreMedia'] },
  { name: 'Youtube Music', apps: ['YouTube Music'] },
  { name: 'Zapier', apps: ['Zapier'] },
  { name: 'Amazon Music', apps: ['Amazon Music'] },
] as const;
export type AnalyticsPlatformName = (typeof ANALYTICS_PLATFORMS)[number]['name'];

/** Listeners per spec platform, and the apps that are none of them (a browser, Overcast, Pocket Casts…). */
export function splitPlatforms(apps: ListenerCount[]): {
  platforms: Array<{ name: AnalyticsPlatformName; count: number }>;
  others: ListenerCount[];
} {
  const claimed = new Set<string>();
  const platforms = ANALYTICS_PLATFORMS.map((platform) => {
    const matches = apps.filter((a) => (platform.apps as readonly string[]).includes(a.name));
    for (const m of matches) claimed.add(m.name);
    return { name: platform.name, count: matches.reduce((sum, m) => sum + m.count, 0) };
  });
  return { platforms, others: apps.filter((a) => !claimed.has(a.name)) };
}

/** Spec 001 §2 "Views From Devices": Mobile, Web App and Tablet always, then any other kind that was seen. */
export const DEVICE_KINDS = ['Mobile', 'Web App', 'Tablet'] as const;

export function deviceSlices(devices: ListenerCount[]): ListenerCount[] {
  const named = DEVICE_KINDS.map((name) => ({ name, count: devices.find((d) => d.name === name)?.count ?? 0 }));
  const rest = devices.filter((d) => !(DEVICE_KINDS as readonly string[]).includes(d.name) && d.count > 0);
  return [...named, ...rest];
}

/** Spec 001 §2 buckets of the figures downloads cannot reveal. */
export const AGE_GROUPS = ['00-18', '18-25', '26-35', '36-45', '46-55', '55+'] as const;
export const GENDERS = ['Male', 'Female', 'Others'] as const;

/** Listening time: "45s", "12m 05s", "3h 07m". */
export function formatListeningTime(seconds: number): string {
  const total = Math.max(0, Math.round(Number.isFinite(seconds) ? seconds : 0));
  if (total < 60) return `${total}s`;
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  if (hours > 0) return `${hours}h ${String(minutes).padStart(2, '0')}m`;
  return `${minutes}m ${String(total % 60).padStart(2, '0')}s`;
}

export function formatPercent(value: number): string {
  const rounded = Math.round((Number.isFinite(value) ? value : 0) * 10) / 10;
  return `${Number.isInteger(rounded) ? rounded.toFixed(0) : rounded.toFixed(1)}%`;
}

const numberFormat = new Intl.NumberFormat('en-US');
export const formatCount = (n: number) => numberFormat.format(n);

/** Each item's share of the largest, 0–100, for bar widths. */
export function shareOfLargest(items: ListenerCount[]): number[] {
  const max = Math.max(0, ...items.map((i) => i.count));
  return items.map((i) => (max > 0 ? (100 * i.count) / max : 0));
}

/** YYYY-MM-DD of an RFC 2822 date, or '' when it does not parse. */
export function isoDay(rfc2822: string): string {
  const date = new Date(rfc2822);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString().slice(0, 10);
}
