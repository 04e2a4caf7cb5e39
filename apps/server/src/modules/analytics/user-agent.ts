import apps from './user-agents/apps.json';
import bots from './user-agents/bots.json';
import browsers from './user-agents/browsers.json';
import devices from './user-agents/devices.json';
import libraries from './user-agents/libraries.json';

interface PatternEntry {
  name: string;
  pattern: string;
  category?: string;
}

interface CompiledEntry {
  name: string;
  regex: RegExp;
  category?: string;
}

export type DeviceKind = 'Mobile' | 'Tablet' | 'Web App' | 'Desktop' | 'Smart Speaker' | 'TV' | 'Watch' | 'Unknown';

export interface ClientInfo {
  /** Known bot, crawler or script, or no user agent at all: never counted (IAB v2.2). */
  bot: boolean;
  /** The app, library or browser that made the request; the bot's name for bots. */
  app: string;
  device: DeviceKind;
}

const compile = (file: { entries: PatternEntry[] }): CompiledEntry[] =>
  file.entries.map((e) => ({ name: e.name, regex: new RegExp(e.pattern), category: e.category }));

const BOTS = compile(bots);
const APPS = compile(apps);
const LIBRARIES = compile(libraries);
const BROWSERS = compile(browsers);
const DEVICES = compile(devices);

const CATEGORY_TO_DEVICE: Record<string, DeviceKind> = {
  mobile: 'Mobile',
  tablet: 'Tablet',
  computer: 'Desktop',
  smart_speaker: 'Smart Speaker',
  smart_tv: 'TV',
  watch: 'Watch',
};

const cache = new Map<string, ClientInfo>();
const CACHE_LIMIT = 5000;
const MAX_USER_AGENT = 1000;

/** Bots first, then apps, libraries and browsers (the opawg order); the device from devices.json. */
export function classifyUserAgent(userAgent: string | undefined): ClientInfo {
  const ua = (userAgent ?? '').trim().slice(0, MAX_USER_AGENT);
  const cached = cache.get(ua);
  if (cached) return cached;
  const info = classify(ua);
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
  cache.set(ua, info);
  return info;
}

function classify(ua: string): ClientInfo {
  if (!ua) return { bot: true, app: 'No user agent', device: 'Unknown' };
  const bot = BOTS.find((e) => e.regex.test(ua));
  if (bot) return { bot: true, app: bot.name, device: 'Unknown' };
  const app = APPS.find((e) => e.regex.test(ua)) ?? LIBRARIES.find((e) => e.regex.test(ua));
  const browser = app ? undefined : BROWSERS.find((e) => e.regex.test(ua));
  const category = DEVICES.find((e) => e.regex.test(ua))?.category;
  let device: DeviceKind = (category && CATEGORY_TO_DEVICE[category]) || 'Unknown';
  // The analytics page's "Web App": a browser on a computer.
  if (browser && (device === 'Desktop' || device === 'Unknown')) device = 'Web App';
  return { bot: false, app: app?.name ?? browser?.name ?? 'Other', device };
}

/** Every entry of every file, for the data test. */
export const USER_AGENT_DATA = { bots, apps, libraries, browsers, devices };
