import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { collectErrors, launchBrowser, newContext } from './browser';
import { type RunningServer, type StartServerOptions, startServer } from './server';

/*
 * The set-up most end-to-end files share: one built server and one Chromium per file, a fresh context and page
 * per test, and a test that fails when the page logged an error. The bindings below are live: a file imports
 * `page` once and always sees the current test's page (each test file runs in its own module graph).
 */
export let server: RunningServer;
export let browser: Browser;
export let context: BrowserContext;
export let page: Page;
/** Page errors and console errors of the current test. */
export let errors: string[];

export interface BrowserHarnessOptions {
  /** Runs before the server starts; what it answers is passed to `startServer` (a provider's env, say). */
  before?: () => Promise<StartServerOptions | undefined>;
  /** Runs after the server is healthy. */
  afterStart?: (server: RunningServer) => void | Promise<void>;
  /** Runs after the browser and server have stopped. */
  after?: () => Promise<void>;
}

/** Installs the hooks; call it once at the top of a test file. */
export function useBrowserHarness(options: BrowserHarnessOptions = {}): void {
  beforeAll(async () => {
    server = await startServer((await options.before?.()) ?? {});
    await options.afterStart?.(server);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await options.after?.();
  });
  beforeEach(async () => {
    context = await newContext(browser, server.baseUrl);
    page = await context.newPage();
    errors = collectErrors(page);
  });
  afterEach(async (test) => {
    if (test.task.result?.state === 'fail' && process.env.E2E_SHOTS) {
      await page.screenshot({ path: `${process.env.E2E_SHOTS}/${test.task.name.replace(/\W+/g, '-')}.png` });
    }
    await context.close();
    // Refused requests (400, 401, 409) are logged by Chromium as failed resources; anything else is a bug.
    expect(errors.filter((e) => !e.includes('Failed to load resource'))).toEqual([]);
  });
}
