import { USE_CASES } from '@podloom/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { MOBILE, newContext } from './support/browser';
import { browser, errors, page, server, useBrowserHarness } from './support/harness';

useBrowserHarness();

async function scrollToBottom(p: Page) {
  // The sections below the steps load as they near the viewport: walk down the page like a reader.
  for (let i = 0; i < 30; i++) {
    const done = await p.evaluate(() => {
      window.scrollBy(0, 600);
      return window.innerHeight + window.scrollY >= document.body.scrollHeight - 2;
    });
    if (done && (await p.locator('footer').count()) > 0) break;
    await p.waitForTimeout(100);
  }
}

describe('landing page (spec 000 §2)', () => {
  it('shows the hero, the features and the four steps', async () => {
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Your Podcast, Crafted at the Snap of a Finger!' }).isVisible(),
    ).resolves.toBe(true);
    await expect(page.getByText('Ideas In, Podcasts Out').first().isVisible()).resolves.toBe(true);
    await expect(page.getByRole('button', { name: 'Create Your Podcast Now' }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('heading', { name: 'OUR FEATURES' }).isVisible()).resolves.toBe(true);
    for (const title of ['Generate Podcasts', 'Human-like AI voices', '20+ Languages', 'Instant Publishing']) {
      await expect(page.getByRole('heading', { name: title, exact: true }).isVisible()).resolves.toBe(true);
    }
    await expect(page.getByRole('heading', { name: 'GET PODCAST-READY IN JUST 4 STEPS' }).isVisible()).resolves.toBe(
      true,
    );
    for (const step of [
      'Enter Your Prompt',
      'Generate AI Script',
      'Choose from 20+ Languages',
      'Publish Across Platforms',
    ]) {
      await expect(page.getByRole('heading', { name: step, exact: true }).isVisible()).resolves.toBe(true);
    }
    await expectNoAxeViolations(page, '/ (landing)');
    expect(errors).toEqual([]);
  });

  it('has the visitor header with the use-case dropdown', async () => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const label of ['HOME', 'FEATURES', 'PRICING', 'GET HELP']) {
      await expect(nav.getByRole('link', { name: label, exact: true }).isVisible()).resolves.toBe(true);
    }
    await expect(page.getByRole('link', { name: 'SIGN UP' }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('link', { name: 'LOGIN' }).isVisible()).resolves.toBe(true);

    await page.getByRole('button', { name: 'USE CASES' }).click();
    const items = page.getByRole('menu', { name: 'Use cases' }).getByRole('menuitem');
    expect(await items.allTextContents()).toEqual([...USE_CASES]);
    await expectNoAxeViolations(page, '/ with the use-case menu open');
    const before = page.url();
    await items.filter({ hasText: 'Gamers' }).click();
    // Choosing a use case has no visible effect beyond closing the menu.
    expect(page.url()).toBe(before);
    await expect(page.getByRole('menu', { name: 'Use cases' }).count()).resolves.toBe(0);
  });

  it('loads the later sections, with the plans from the server', async () => {
    await page.goto('/');
    await scrollToBottom(page);
    await page.getByRole('heading', { name: 'PLANS AND PRICING' }).waitFor();
    await page.getByRole('article', { name: 'Lifetime Plan' }).getByText('Popular').waitFor();
    await page.getByText('$100/Year or $10/Month').waitFor();
    for (const heading of [
      'Read it, tweak it, hear it',
      'MADE FOR EVERY VOICE',
      'One feed, every podcast app',
      'FREQUENTLY ASKED QUESTIONS',
      'Your next episode is one idea away',
    ]) {
      await page.getByRole('heading', { name: heading }).waitFor();
    }
    await page.locator('footer').getByRole('link', { name: 'Terms and Conditions' }).waitFor();
    await expectNoAxeViolations(page, '/ with every section loaded');
    expect(errors).toEqual([]);
  });
});

describe('landing page: the demo video and the call to action (spec 000 §2)', () => {
  it('plays our own demo video in an 800-wide modal', async () => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Watch the demo' }).click();
    const dialog = page.locator('dialog[open]');
    await dialog.waitFor();
    expect((await dialog.boundingBox())?.width).toBe(800);
    const duration = await dialog.locator('video').evaluate(
      (video: HTMLVideoElement) =>
        new Promise<number>((resolve, reject) => {
          if (video.readyState >= 1) resolve(video.duration);
          video.addEventListener('loadedmetadata', () => resolve(video.duration));
          video.addEventListener('error', () => reject(new Error('video failed to load')));
          setTimeout(() => reject(new Error('no metadata in time')), 15_000);
        }),
    );
    expect(duration).toBeGreaterThan(5);
    await expectNoAxeViolations(page, 'demo video modal');
    const webm = await page.request.get('/media/demo.webm');
    expect(webm.status()).toBe(200);
    await page.keyboard.press('Escape');
    await expect(page.locator('dialog[open]').count()).resolves.toBe(0);
  });

  it('sends a visitor who wants to create a podcast to login', async () => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Create Your Podcast Now' }).click();
    await page.waitForURL('**/login');
    expect(new URL(page.url()).pathname).toBe('/login');
  });
});

describe('landing header at 375 px (spec 000 §2)', () => {
  it('replaces the links with a mobile menu', async () => {
    const mobile = await newContext(browser, server.baseUrl, MOBILE);
    const p = await mobile.newPage();
    try {
      await p.goto('/');
      await expect(p.getByRole('navigation', { name: 'Main' }).count()).resolves.toBe(0);
      await expect(p.getByRole('link', { name: 'LOGIN' }).count()).resolves.toBe(0);
      await p.getByRole('button', { name: 'Open menu' }).click();
      const menu = p.getByRole('navigation', { name: 'Mobile' });
      for (const label of ['HOME', 'FEATURES', 'PRICING', 'GET HELP', 'SIGN UP', 'LOGIN']) {
        await expect(menu.getByRole('link', { name: label, exact: true }).isVisible()).resolves.toBe(true);
      }
      await menu.getByRole('button', { name: 'USE CASES' }).click();
      expect(await menu.getByRole('menuitem').count()).toBe(USE_CASES.length);
      await menu.getByRole('link', { name: 'FEATURES', exact: true }).click();
      await expect(p.getByRole('navigation', { name: 'Mobile' }).count()).resolves.toBe(0);
      await p.waitForFunction(() => window.location.hash === '#features');
    } finally {
      await mobile.close();
    }
  });
});
