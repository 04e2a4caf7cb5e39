import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject } from 'vitest';
import { collectErrors, launchBrowser, newContext } from './browser';
import { type RunningServer, type StartServerOptions, startServer } from './server';

/*
 * The set-up every end-to-end file shares: one built server and one Chromium per file, a fresh context and page
 * per test, and a test that fails when the page logged an error. The bindings below are live: a file imports
 * `page` once and always sees the current test's page (each test file runs in its own module graph).
 */
export let server: RunningServer;
export let browser: Browser;
export let context: BrowserContext;
export let page: Page;
/** Page errors and console errors of the current test. */
export let errors: string[];
/** With `downloads: true`, a folder of this file's own for what the tests download (removed afterwards). */
export let downloads: string;

/** Errors the current test has said it expects (see `acceptErrors`). */
let accepted: Array<(error: string) => boolean> = [];

export interface BrowserHarnessOptions {
  /**
   * Runs before the server starts: start what the app talks to (a provider, a model server) here; what it answers
   * is passed to `startServer` (that provider's env, say).
   */
  before?: () => Promise<StartServerOptions | undefined>;
  /** Runs after the server is healthy. */
  afterStart?: (server: RunningServer) => void | Promise<void>;
  /** Runs after the browser and server have stopped: stop here what `before` started. */
  after?: () => Promise<void>;
  /** Chromium flags beyond DESIGN §9's (e.g. an autoplay policy). */
  browserFlags?: string[];
  /** Browser permissions every test's context has on the app's origin (e.g. the clipboard). */
  permissions?: string[];
  /** Give the file a `downloads` folder. */
  downloads?: boolean;
}

/**
 * A test that makes the page log errors on purpose (a request it aborts, say) names them here, so the harness's
 * check after the test lets them through. It lasts until the test ends.
 */
export function acceptErrors(match: (error: string) => boolean): void {
  accepted.push(match);
}

/** Installs the hooks; call it once at the top of a test file. */
export function useBrowserHarness(options: BrowserHarnessOptions = {}): void {
  beforeAll(async () => {
    server = await startServer({ ...(await options.before?.()), template: inject('e2eDataTemplate') });
    await options.afterStart?.(server);
    browser = await launchBrowser(options.browserFlags);
    if (options.downloads) downloads = await mkdtemp(join(tmpdir(), 'e2e-downloads-'));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (downloads) await rm(downloads, { recursive: true, force: true });
    await options.after?.();
  });
  beforeEach(async () => {
    accepted = [];
    context = await newContext(browser, server.baseUrl);
    if (options.permissions) await context.grantPermissions(options.permissions, { origin: server.baseUrl });
    page = await context.newPage();
    errors = collectErrors(page);
  });
  afterEach(async (test) => {
    if (test.task.result?.state === 'fail' && process.env.E2E_SHOTS) {
      await page.screenshot({ path: `${process.env.E2E_SHOTS}/${test.task.name.replace(/\W+/g, '-')}.png` });
    }
    await context.close();
    // Refused requests (400, 401, 409) are logged by Chromium as failed resources; anything else is a bug.
    const unexpected = errors.filter((e) => !e.includes('Failed to load resource') && !accepted.some((ok) => ok(e)));
    expect(unexpected).toEqual([]);
  });
}
