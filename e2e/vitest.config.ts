import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** End-to-end tests: the built server and web app driven in headless Chromium, one file at a time. */
export default defineConfig({
  test: {
    name: 'e2e',
    root: fileURLToPath(new URL('..', import.meta.url)),
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    // One server start on an empty DATA_DIR for the run; each file's server starts from a copy of its folder.
    globalSetup: ['e2e/support/data-template.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    // Each file starts its own server and browser: running two at once would only fight over two cores.
    fileParallelism: false,
    // A browser test that fails once under load is run again; a second failure fails the run. (The sign-up flow's
    // "button not found for 30 s" was antd's spinner left behind by its motion: see apps/web/src/ui/busy-button.)
    retry: 1,
    maxConcurrency: 1,
    // `expect.poll` waits on the app (a publish, a page's data) as `waitFor` does: 1 s, Vitest's default, was shorter
    // than a publish takes on a busy 2-core machine ("Publishing..." still showing). A poll that passes returns at
    // once; only a failing one waits the whole time.
    expect: { poll: { timeout: 10_000 } },
  },
});
