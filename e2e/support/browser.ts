import { AUTH_STORAGE_KEY } from '@podloom/contract';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

/** DESIGN §9: Debian's chromium (or CHROMIUM_PATH) with these flags. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
}

/**
 * Launches Chromium with the DESIGN §9 flags and any `extraFlags`; playwright gives every launch a fresh temporary
 * user-data dir, removed on close.
 */
export async function launchBrowser(extraFlags: string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), headless: true, args: [...CHROMIUM_FLAGS, ...extraFlags] });
}

export const DESKTOP = { width: 1280, height: 800 } as const;
export const MOBILE = { width: 375, height: 812 } as const;

/** A fresh context (own storage and cookies) for one test. */
export async function newContext(
  browser: Browser,
  baseUrl: string,
  viewport: { width: number; height: number } = DESKTOP,
): Promise<BrowserContext> {
  return browser.newContext({ baseURL: baseUrl, viewport });
}

/** Collects page errors and console errors (CSP violations show up there) to assert a clean run. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  return errors;
}

export interface SessionUser {
  given_name: string;
  family_name: string;
  email: string;
  phone?: string | null;
}

function claimsOf(token: string): Record<string, unknown> {
  const payload = token.split('.')[1] ?? '';
  try {
    return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
  } catch {
    return {};
  }
}

/**
 * Opens a signed-in session in the browser: writes the persisted session store (`auth-storage`, spec 001 §3)
 * for `token` on the app's origin. The user defaults to the token's name and e-mail claims.
 */
export async function signIn(
  page: Page,
  baseUrl: string,
  session: { token: string; refreshToken?: string | null; user?: Partial<SessionUser> },
): Promise<void> {
  const claims = claimsOf(session.token);
  const user: SessionUser = {
    given_name: String(claims.given_name ?? ''),
    family_name: String(claims.family_name ?? ''),
    email: String(claims.email ?? ''),
    phone: null,
    ...session.user,
  };
  // Any same-origin document will do; the favicon does not start the app.
  await page.goto(new URL('/favicon.svg', baseUrl).href);
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    AUTH_STORAGE_KEY,
    JSON.stringify({ state: { user, token: session.token, refreshToken: session.refreshToken ?? null }, version: 0 }),
  ] as const);
}

/**
 * An unsigned token with the claims the browser reads, for screens that never call the server. Anything the
 * server checks needs a real token from the auth API.
 */
export function unsignedToken(claims: Record<string, unknown>): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode(claims)}.unsigned`;
}
