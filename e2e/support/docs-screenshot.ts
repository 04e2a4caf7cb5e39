import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { DESKTOP } from './browser';
import { REPO_ROOT } from './server';

/**
 * Writes a screenshot the docs show (docs/images/<name>), at the desktop size the README promises (1280×800), from
 * a test that has just brought the screen into the state worth showing. Each run rewrites it, so the picture follows
 * the screen instead of going stale.
 */
export async function saveDocsScreenshot(page: Page, name: string): Promise<void> {
  const folder = path.join(REPO_ROOT, 'docs', 'images');
  await mkdir(folder, { recursive: true });
  await page.setViewportSize(DESKTOP);
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: path.join(folder, name), animations: 'disabled', caret: 'hide' });
}
