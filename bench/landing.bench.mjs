#!/usr/bin/env node
/**
 * The landing page's first load: JavaScript size (gzip, what the page fetches before any scroll) and Largest
 * Contentful Paint, in headless Chromium against the built app (apps/web/dist, served here with the SPA
 * fallback) or against a running server given with --url.
 *
 *   node bench/landing.bench.mjs [--url http://127.0.0.1:8080] [--runs 5]
 *
 * Goals: ≤ 200 KB gzip of JS, LCP ≤ 1.0 s. Runs are cold (fresh context each time); the figures
 * are medians. A second pass repeats the measure with the CPU slowed 4× to show the margin on slow devices.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const GOAL_JS_GZIP_KB = 200;
const GOAL_LCP_MS = 1000;
const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const argv = process.argv.slice(2);
const arg = (name, fallback) => {
  const i = argv.indexOf(`--${name}`);
  return i === -1 ? fallback : argv[i + 1];
};
const runs = Number(arg('runs', '5'));
const dist = fileURLToPath(new URL('../apps/web/dist', import.meta.url));

const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.jpg': 'image/jpeg',
  '.webm': 'video/webm',
  '.mp4': 'video/mp4',
  '.png': 'image/png',
};

/** A plain static server for dist/ with the SPA fallback the real server has. */
function serveDist() {
  if (!existsSync(join(dist, 'index.html'))) {
    throw new Error(`${dist}/index.html is missing: run npm run build -w apps/web first.`);
  }
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(
      /^(\.\.[/\\])+/,
      '',
    );
    let file = join(dist, path);
    if (!file.startsWith(dist) || !existsSync(file) || path.endsWith('/')) file = join(dist, 'index.html');
    res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' });
    res.end(readFileSync(file));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

async function measure(browser, url, cpuSlowdown) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  if (cpuSlowdown > 1) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  }
  await page.addInitScript(() => {
    window.__lcp = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  const scripts = new Map();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    try {
      const body = await response.body();
      scripts.set(response.url(), { raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
    } catch {
      // A response that went away (navigation) is not part of the load.
    }
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  // LCP is final once the page is idle and the user has not interacted.
  // A slowed CPU reports the entry a few frames late: wait for it rather than read 0.
  await page.waitForFunction(() => window.__lcp > 0, undefined, { timeout: 10_000 }).catch(() => {});
  const lcp = await page.evaluate(() => window.__lcp);
  await context.close();
  const files = [...scripts.values()];
  return {
    lcp,
    files: files.length,
    raw: files.reduce((n, f) => n + f.raw, 0),
    gzip: files.reduce((n, f) => n + f.gzip, 0),
  };
}

async function main() {
  const server = arg('url') ? undefined : await serveDist();
  const url = arg('url') ?? `http://127.0.0.1:${server.address().port}/`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: FLAGS,
  });
  try {
    await measure(browser, url, 1); // warm Chromium itself up; not counted
    for (const cpu of [1, 4]) {
      const results = [];
      for (let i = 0; i < runs; i++) results.push(await measure(browser, url, cpu));
      const gzipKb = median(results.map((r) => r.gzip)) / 1024;
      const rawKb = median(results.map((r) => r.raw)) / 1024;
      const lcp = median(results.map((r) => r.lcp));
      const label = cpu === 1 ? 'landing' : `landing (CPU ${cpu}x slower)`;
      console.log(
        `${label}: first-load JS ${gzipKb.toFixed(1)} KB gzip (${rawKb.toFixed(1)} KB raw, ${results[0].files} files); LCP ${Math.round(lcp)} ms (median of ${runs})`,
      );
      if (cpu === 1) {
        console.log(
          `  goals: JS ≤ ${GOAL_JS_GZIP_KB} KB gzip ${gzipKb <= GOAL_JS_GZIP_KB ? 'met' : 'MISSED'}; LCP ≤ ${GOAL_LCP_MS} ms ${lcp <= GOAL_LCP_MS ? 'met' : 'MISSED'}`,
        );
      }
    }
  } finally {
    await browser.close();
    server?.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
