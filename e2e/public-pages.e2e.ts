import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { GRAPHQL_PATH, MESSAGES, WELCOME_ROUTE } from '@podloom/contract';
import { describe, expect, it } from 'vitest';
import { signUpAndLogin } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { server as app, browser, page, useBrowserHarness } from './support/harness';
import { lighthouseScores, waitForIdleJobs } from './support/lighthouse';

/*
 * Public pages against the built app: a podcast written and voiced offline, published through the API,
 * read as a show page and an episode page with JavaScript off, checked with axe, and its embeddable player played
 * inside an iframe of a page on another origin.
 */

let embedder: http.Server | null = null;
useBrowserHarness({
  browserFlags: ['--autoplay-policy=no-user-gesture-required'],
  permissions: ['clipboard-read', 'clipboard-write'],
  after: async () => {
    if (embedder) await new Promise((resolve) => embedder?.close(resolve));
  },
});

async function gql(token: string, query: string, variables: Record<string, unknown> = {}) {
  const response = await page.request.post(GRAPHQL_PATH, {
    headers: { authorization: `Bearer ${token}` },
    data: { query, variables },
  });
  const body = await response.json();
  expect(body.errors).toBeUndefined();
  return body.data;
}

/** A script and its audio made offline from the home screen, then published to a new Spotify feed by the API. */
async function publishedEpisode() {
  const { session } = await signUpAndLogin(page, app, { givenName: 'Asha' });
  await page.goto(WELCOME_ROUTE);
  await page.getByLabel('Podcast topic').fill('How honey bees find flowers');
  await page.getByLabel('Name of Host').fill('Asha');
  await page.getByLabel('Name of Guest').fill('Ravi');
  await page.getByRole('button', { name: 'Generate Script' }).click();
  await page.waitForURL('**/create-podcast', { timeout: 60_000 });
  await page.getByRole('list', { name: 'Script', exact: true }).getByRole('listitem').first().waitFor();
  const card = page.getByRole('region', { name: 'Audio & Voice Settings' });
  await card.getByRole('button', { name: 'Generate Audio' }).click();
  await page.getByText(MESSAGES.audioGenerated, { exact: true }).first().waitFor({ timeout: 60_000 });
  const token = session.accessToken;
  const podcasts = await gql(token, '{ userPodcasts { items { podcastId } } }');
  const podcastId = podcasts.userPodcasts.items[0].podcastId as number;
  const feed = await gql(token, 'mutation($i:RssInput!){ createRss(input:$i){ feedId feedUrl } }', {
    i: {
      platform: 'spotify',
      podcastTitle: 'Bee Talk',
      podcastDescription: 'Short conversations about bees.',
      podcastWebsite: 'https://bees.example.com',
      podcastAuthor: 'Asha Rao',
      ownerEmail: 'asha@example.com',
    },
  });
  const added = await gql(
    token,
    'mutation($u:Int!,$e:EpisodeInput!){ addEpisode(userId:$u, platform:"spotify", episode:$e){ episodeId } }',
    {
      // The access token's claims carry the user id (DESIGN §5).
      u: JSON.parse(Buffer.from(token.split('.')[1] as string, 'base64url').toString()).user_id,
      e: { podcastId, title: 'How bees find flowers', description: 'Asha and Ravi on bees and flowers.' },
    },
  );
  return { feedId: feed.createRss.feedId as string, episodeId: added.addEpisode.episodeId as number };
}

/** The embed fits its advertised 480 × 200 and the smallest frame, 320 × 160: nothing cut off, no scrollbar. */
async function expectEmbedFits(episodeId: number) {
  for (const [width, height] of [
    [480, 200],
    [320, 160],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.goto(`/embed/episodes/${episodeId}`);
    await page.getByRole('button', { name: 'Play How bees find flowers' }).waitFor();
    const fit = await page.evaluate(() => {
      const root = document.documentElement;
      const outside = [...document.querySelectorAll('img, h1, .meta, [data-controls] > *')].filter((el) => {
        const box = el.getBoundingClientRect();
        return (
          box.width === 0 ||
          box.left < 0 ||
          box.top < 0 ||
          box.right > innerWidth + 0.5 ||
          box.bottom > innerHeight + 0.5
        );
      });
      return {
        scrolls: root.scrollWidth > innerWidth || root.scrollHeight > innerHeight,
        outside: outside.map((el) => el.outerHTML.slice(0, 60)),
      };
    });
    expect(fit, `embed at ${width} × ${height}`).toEqual({ scrolls: false, outside: [] });
  }
}

/** Lighthouse's audits of bytes sent that the page did not need. */
const BYTES_AUDITS = /^(uses-text-compression|uses-responsive-images|modern-image-formats|uses-optimized-images) /;

/** Lighthouse's Chromium gets the machine to itself: the studio page closed, the episode's jobs finished. */
async function quietLighthouseScores(paths: string[]) {
  await page.goto('about:blank');
  await waitForIdleJobs(app.baseUrl);
  return lighthouseScores(paths.map((path) => `${app.baseUrl}${path}`));
}

/** ≥ 95 in every category, and nothing sent that a phone need not download. */
async function expectLighthouseScores(paths: string[]) {
  const results = await quietLighthouseScores(paths);
  for (const { url, scores, weak } of results) {
    for (const [category, score] of Object.entries(scores)) {
      expect(score, `${category} of ${url} (weak audits: ${weak.join(', ') || 'none'})`).toBeGreaterThanOrEqual(95);
    }
    // Nothing a phone need not download: the text compressed, the cover at the size shown, in a modern format.
    expect(weak.filter((audit) => BYTES_AUDITS.test(audit))).toEqual([]);
  }
}

describe('public show and episode pages', () => {
  it('render without JavaScript, pass axe, and the embed plays inside an iframe on another origin', async () => {
    const { feedId, episodeId } = await publishedEpisode();

    // No JavaScript at all: the page is whole, the native player is there.
    const noScript = await browser.newContext({ baseURL: app.baseUrl, javaScriptEnabled: false });
    const bare = await noScript.newPage();
    await bare.goto(`/episodes/${episodeId}`);
    expect(await bare.getByRole('heading', { level: 1 }).textContent()).toBe('How bees find flowers');
    expect(await bare.locator('audio[controls]').getAttribute('src')).toMatch(/\/feeds\/.+\.mp3$/);
    expect(await bare.getByRole('heading', { name: 'Chapters' }).count()).toBe(1);
    expect(await bare.locator('.cue').count()).toBeGreaterThan(3);
    await bare.goto(`/shows/${feedId}`);
    expect(await bare.getByRole('heading', { level: 1 }).textContent()).toBe('Bee Talk');
    expect(await bare.getByRole('link', { name: 'How bees find flowers' }).count()).toBe(1);
    await noScript.close();

    for (const path of [`/episodes/${episodeId}`, `/shows/${feedId}`, `/embed/episodes/${episodeId}`]) {
      await page.goto(path);
      await expectNoAxeViolations(page, path);
    }

    // Progressive enhancement: a chapter seeks the player and plays.
    await page.goto(`/episodes/${episodeId}`);
    const second = page.locator('.chapters a[data-seek]').nth(1);
    const start = Number(await second.getAttribute('data-seek'));
    await second.click();
    await expect
      .poll(() => page.evaluate(() => document.querySelector('audio')?.currentTime ?? 0), { timeout: 15_000 })
      .toBeGreaterThan(start);

    // Another origin embeds the player in an iframe: it loads (framing allowed) and plays.
    embedder = http.createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' }).end(
        `<!doctype html><html lang="en"><title>A blog</title><h1>My blog</h1>
         <iframe src="${app.baseUrl}/embed/episodes/${episodeId}" width="480" height="200" title="Episode"></iframe>`,
      );
    });
    await new Promise<void>((resolve) => embedder?.listen(0, 'localhost', resolve));
    const blog = `http://localhost:${(embedder.address() as AddressInfo).port}/`;
    expect(new URL(blog).origin).not.toBe(new URL(app.baseUrl).origin);
    await page.goto(blog);
    const frame = page.frameLocator('iframe[title="Episode"]');
    await frame.getByRole('heading', { name: 'How bees find flowers' }).waitFor({ timeout: 15_000 });
    await frame.getByRole('button', { name: 'Play How bees find flowers' }).click();
    const inner = page.frames().find((f) => f.url().includes('/embed/episodes/'));
    await expect
      .poll(
        async () =>
          inner?.evaluate(() => {
            const audio = document.querySelector('audio');
            return audio && !audio.paused ? audio.currentTime : 0;
          }),
        { timeout: 15_000 },
      )
      .toBeGreaterThan(0.3);

    await expectEmbedFits(episodeId);
  }, 180_000);

  it('score at least 95 in every Lighthouse category (mobile defaults), show page and episode page', async () => {
    const { feedId, episodeId } = await publishedEpisode();
    await expectLighthouseScores([`/shows/${feedId}`, `/episodes/${episodeId}`]);
  }, 240_000);

  it('takes an episode off its pages with the Publish modal Unpublish button', async () => {
    const { episodeId } = await publishedEpisode();
    expect((await page.request.get(`/episodes/${episodeId}`)).status()).toBe(200);
    await page.getByRole('region', { name: 'Audio & Voice Settings' }).getByRole('button', { name: 'Publish' }).click();
    const dialog = page.getByRole('dialog', { name: 'Publish episode' });
    await dialog.getByRole('heading', { name: 'Published' }).waitFor({ timeout: 15_000 });
    await expectNoAxeViolations(page, 'Publish modal with its published episodes');
    // The app offers the embed code beside the public page link: the iframe of the episode's player.
    expect(await dialog.getByRole('link', { name: 'Public page' }).getAttribute('href')).toBe(
      `${app.baseUrl}/episodes/${episodeId}`,
    );
    await dialog.getByRole('button', { name: 'Copy embed code of How bees find flowers' }).click();
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()))
      .toBe(
        `<iframe src="${app.baseUrl}/embed/episodes/${episodeId}" width="480" height="200" title="How bees find flowers" frameborder="0" loading="lazy" allow="autoplay"></iframe>`,
      );
    await dialog.getByRole('button', { name: 'Unpublish How bees find flowers from Spotify' }).click();
    await dialog.getByRole('heading', { name: 'Published' }).waitFor({ state: 'detached', timeout: 15_000 });
    expect((await page.request.get(`/episodes/${episodeId}`)).status()).toBe(404);
  }, 180_000);
});
