#!/usr/bin/env node
/**
 * Screenshots of pages in headless Chromium, for looking at what users see.
 *   node e2e/tools/screenshots.mjs --base http://127.0.0.1:4173 --out /tmp/shots --widths 1280,375 / /help-support
 * Options: --full (whole page), --token <jwt> (open signed in), --click <selector> (click before the shot).
 */
import { mkdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  if (i === -1) return fallback;
  const [value] = args.splice(i, 2).slice(1);
  return value;
};
const flag = (name) => {
  const i = args.indexOf(`--${name}`);
  if (i === -1) return false;
  args.splice(i, 1);
  return true;
};
const base = option('base', 'http://127.0.0.1:4173');
const out = option('out', join(tmpdir(), 'shots'));
const widths = option('widths', '1280,375').split(',').map(Number);
const token = option('token');
const click = option('click');
const full = flag('full');
const paths = args.length > 0 ? args : ['/'];

mkdirSync(out, { recursive: true });
const userDataDir = await mkdtemp(join(tmpdir(), 'shots-profile-'));
const context = await chromium.launchPersistentContext(userDataDir, {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
try {
  for (const width of widths) {
    const page = await context.newPage();
    await page.setViewportSize({ width, height: width < 600 ? 812 : 800 });
    if (token) {
      await page.goto(`${base}/favicon.svg`);
      await page.evaluate((t) => {
        localStorage.setItem(
          'auth-storage',
          JSON.stringify({
            state: {
              user: { given_name: 'Ada', family_name: 'Lovelace', email: 'ada@example.com', phone: null },
              token: t,
              refreshToken: null,
            },
            version: 0,
          }),
        );
      }, token);
    }
    for (const path of paths) {
      await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
      if (click) {
        await page.click(click);
        await page.waitForTimeout(500);
      }
      if (full) {
        // Bring every lazy section in before the full-page shot.
        for (let y = 0; y < 20; y++) {
          await page.mouse.wheel(0, 700);
          await page.waitForTimeout(120);
        }
        await page.waitForLoadState('networkidle');
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.waitForTimeout(300);
      }
      const file = join(out, `${path.replace(/[^a-z0-9]+/gi, '_') || 'root'}-${width}.png`);
      await page.screenshot({ path: file, fullPage: full });
      console.log(file);
    }
    await page.close();
  }
} finally {
  await context.close();
  await rm(userDataDir, { recursive: true, force: true });
}
