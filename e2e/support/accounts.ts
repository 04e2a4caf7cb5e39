import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { API_BASE, type LoginResponse } from '@podloom/contract';
import type { Page } from 'playwright-core';
import { signIn } from './browser';
import type { RunningServer } from './server';

/**
 * Accounts made through the real accounts API, confirmed with the code the server mailed to DATA_DIR/outbox.
 * The server limits sign-ups (each sends a mail) to 50 an hour per address: plenty for one e2e file, which starts
 * its own server.
 */
export interface TestAccount {
  email: string;
  password: string;
  givenName: string;
  familyName: string;
  /** E.164, e.g. +919876543210; none by default. */
  phone?: string;
}

export interface ApiSession {
  accessToken: string;
  refreshToken: string;
  user: { given_name: string; family_name: string; email: string; phone_number: string | null };
}

type Server = Pick<RunningServer, 'baseUrl' | 'dataDir'>;
export type CodePurpose = 'confirm' | 'reset';

export const DEFAULT_PASSWORD = 'Passw0rd!';

/** A new account's details; nothing is sent. Every call gives a fresh e-mail. */
export function newAccount(overrides: Partial<TestAccount> = {}): TestAccount {
  return {
    email: `user-${randomUUID().slice(0, 8)}@example.com`,
    password: DEFAULT_PASSWORD,
    givenName: 'Ada',
    familyName: 'Lovelace',
    ...overrides,
  };
}

async function post<T>(baseUrl: string, path: string, body: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}${API_BASE}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`POST ${path} answered ${response.status}: ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** The outbox's file names: the mails already there, to tell the next one apart. */
export async function outboxFiles(dataDir: string): Promise<Set<string>> {
  const files = await readdir(join(dataDir, 'outbox')).catch(() => [] as string[]);
  return new Set(files.filter((f) => f.endsWith('.eml')));
}

const SUBJECTS: Record<CodePurpose, RegExp> = {
  confirm: /^Subject: .*confirmation code/im,
  reset: /^Subject: .*password reset code/im,
};

/**
 * Waits for the newest `purpose` mail to `email` that is not in `ignore` (e.g. a snapshot from `outboxFiles`
 * taken before the mail was asked for) and returns its six-digit code.
 */
export async function waitForCode(
  dataDir: string,
  email: string,
  purpose: CodePurpose,
  options: { ignore?: Set<string>; timeoutMs?: number } = {},
): Promise<string> {
  const deadline = Date.now() + (options.timeoutMs ?? 15_000);
  const to = new RegExp(`^To: .*${email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'im');
  while (Date.now() < deadline) {
    // File names start with the time the mail was written: the last one in order is the newest.
    const files = [...(await outboxFiles(dataDir))]
      .filter((f) => !options.ignore?.has(f))
      .sort()
      .reverse();
    for (const file of files) {
      const mail = await readFile(join(dataDir, 'outbox', file), 'utf8');
      if (!to.test(mail) || !SUBJECTS[purpose].test(mail)) continue;
      const code = /^\s*(\d{6})\s*$/m.exec(mail)?.[1];
      if (code) return code;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No ${purpose} code for ${email} reached ${join(dataDir, 'outbox')}.`);
}

/** Signs up through POST /auth/native/signup without confirming (the account cannot log in yet). */
export async function createUnconfirmedUser(server: Server, overrides: Partial<TestAccount> = {}) {
  const account = newAccount(overrides);
  const answer = await post<{ cognito_user_id: string }>(server.baseUrl, '/auth/native/signup', {
    username: account.email,
    email: account.email,
    password: account.password,
    given_name: account.givenName,
    family_name: account.familyName,
    ...(account.phone ? { phone_number: account.phone } : {}),
  });
  return { account, userId: answer.cognito_user_id };
}

/** Signs up and confirms with the mailed code, through the real API: an account ready to log in. */
export async function createConfirmedUser(server: Server, overrides: Partial<TestAccount> = {}): Promise<TestAccount> {
  const { account, userId } = await createUnconfirmedUser(server, overrides);
  const code = await waitForCode(server.dataDir, account.email, 'confirm');
  await post(server.baseUrl, '/auth/native/confirm', { username: account.email, code, user_id: userId });
  return account;
}

/** POST /auth/native/login: a real access token and refresh token. */
export async function logInWithApi(server: Pick<RunningServer, 'baseUrl'>, account: TestAccount): Promise<ApiSession> {
  const answer = await post<LoginResponse>(server.baseUrl, '/auth/native/login', {
    username: account.email,
    password: account.password,
  });
  const data = answer.detail.data;
  if (!data) throw new Error(`Login answered no session: ${JSON.stringify(answer)}`);
  return {
    accessToken: data.AuthenticationResult.AccessToken,
    refreshToken: data.AuthenticationResult.RefreshToken,
    user: data.user,
  };
}

/**
 * A confirmed account, logged in through the API, with its session written into the browser's `auth-storage`:
 * the next `page.goto` opens the app signed in. `token` replaces the access token (e.g. one about to expire).
 */
export async function signUpAndLogin(
  page: Page,
  server: Server,
  overrides: Partial<TestAccount> = {},
  options: { token?: string } = {},
): Promise<{ account: TestAccount; session: ApiSession }> {
  const account = await createConfirmedUser(server, overrides);
  const session = await logInWithApi(server, account);
  await signIn(page, server.baseUrl, {
    token: options.token ?? session.accessToken,
    refreshToken: session.refreshToken,
    user: {
      given_name: session.user.given_name,
      family_name: session.user.family_name,
      email: session.user.email,
      phone: session.user.phone_number,
    },
  });
  return { account, session };
}

/** The session the browser holds (`auth-storage`), or null. */
export async function storedSession(
  page: Page,
): Promise<{ token: string | null; refreshToken: string | null; user: Record<string, unknown> | null } | null> {
  const raw = await page.evaluate(() => localStorage.getItem('auth-storage'));
  if (!raw) return null;
  return (JSON.parse(raw) as { state: { token: string | null; refreshToken: string | null; user: null } }).state;
}

/** POST /auth/refresh with a refresh token, as the browser would: the status says whether it still works. */
export async function refreshStatus(server: Pick<RunningServer, 'baseUrl'>, refreshToken: string): Promise<number> {
  const response = await fetch(`${server.baseUrl}${API_BASE}/auth/refresh`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ refresh_token: refreshToken }),
  });
  return response.status;
}
