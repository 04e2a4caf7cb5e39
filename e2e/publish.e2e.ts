import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { GRAPHQL_PATH, MESSAGES, WELCOME_ROUTE } from '@podloom/contract';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUpAndLogin } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { DESKTOP, MOBILE } from './support/browser';
import { server as app, errors, page, useBrowserHarness } from './support/harness';

/*
 * Publishing (spec 000 §2) and analytics (spec 001 §2) against the built app: a podcast written and voiced offline
 * is published from /create-podcast (the first time through the Create RSS Feed modal), found in its hosted feed,
 * downloaded the way a podcast app downloads it, and counted on /analytics.
 */

/** Set E2E_SCREENSHOTS to a folder to keep screenshots at desktop and phone widths. */
const SHOTS = process.env.E2E_SCREENSHOTS;
const EPISODE_TITLE = 'AI in everyday life';
const EPISODE_DESCRIPTION = 'Asha and Ravi on the small ways AI already helps at home and at work.';
/** What Apple Podcasts on an iPhone sends while it streams an episode. */
const PODCAST_APP_UA = 'AppleCoreMedia/1.0.0.20E252 (iPhone; U; CPU OS 16_4 like Mac OS X; en_us)';
const FEED_URL_PATTERN = /\/feeds\/[0-9a-f-]{36}\.xml$/;
const BUTTON_LABEL = /^(Publish|Publishing\.\.\.|Published ✓|Retry)$/;

useBrowserHarness({ permissions: ['clipboard-read', 'clipboard-write'] });
beforeAll(async () => {
  if (SHOTS) await mkdir(SHOTS, { recursive: true });
});

const shows = (text: string, scope: Page | Locator = page) =>
  scope.getByText(text, { exact: true }).first().waitFor({ timeout: 30_000 });
const audioCard = () => page.getByRole('region', { name: 'Audio & Voice Settings' });
const publishDialog = () => page.getByRole('dialog', { name: 'Publish episode' });
const rssDialog = () => page.getByRole('dialog', { name: 'Create RSS Feed' });
const row = (name: string) => publishDialog().getByRole('listitem', { name, exact: true });
const publishButton = (name: string) => row(name).getByRole('button', { name: BUTTON_LABEL });
const stat = (title: string) => page.getByTestId(`stat-${title}`);

/**
 * Screenshots at desktop and 375 px: the whole page, or (`modal`) a tall viewport so a scrolling modal shows
 * whole. Toasts are dismissed first so they do not cover what is being looked at.
 */
async function shot(name: string, kind: 'page' | 'modal' = 'page') {
  if (!SHOTS) return;
  for (const dismiss of await page.getByRole('button', { name: 'Dismiss' }).all())
    await dismiss.click().catch(() => {});
  for (const viewport of [DESKTOP, MOBILE]) {
    await page.setViewportSize(kind === 'modal' ? { width: viewport.width, height: 1500 } : viewport);
    await page.waitForTimeout(400);
    await page.screenshot({ path: join(SHOTS, `${name}-${viewport.width}.png`), fullPage: kind === 'page' });
  }
  await page.setViewportSize(DESKTOP);
}

/** A script from the home screen, then its audio from the Audio & Voice Settings card, both offline. */
async function podcastWithAudio(topic: string) {
  await page.goto(WELCOME_ROUTE);
  await page.getByLabel('Podcast topic').fill(topic);
  await page.getByLabel('Name of Host').fill('Asha');
  await page.getByLabel('Name of Guest').fill('Ravi');
  await page.getByRole('button', { name: 'Generate Script' }).click();
  await page.waitForURL('**/create-podcast', { timeout: 60_000 });
  await page.getByRole('list', { name: 'Script', exact: true }).getByRole('listitem').first().waitFor();
  const publish = audioCard().getByRole('button', { name: 'Publish' });
  expect(await publish.isDisabled()).toBe(true);
  await audioCard().getByRole('button', { name: 'Generate Audio' }).click();
  await shows(MESSAGES.audioGenerated);
  await expect.poll(() => publish.isEnabled(), { timeout: 30_000 }).toBe(true);
}

/** Fills the Create RSS Feed form's fields that are given. */
async function fillRss(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    await rssDialog().getByLabel(label, { exact: true }).fill(value);
  }
}

/** Reads a feed with the browser's own XML parser: the channel and each item's title and enclosure. */
async function readFeed(feedUrl: string) {
  const response = await page.request.get(feedUrl);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/xml/);
  const xml = await response.text();
  return page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    if (doc.querySelector('parsererror')) throw new Error('The feed is not well-formed XML.');
    const channel = doc.querySelector('rss > channel');
    return {
      title: channel?.querySelector(':scope > title')?.textContent ?? '',
      items: [...doc.querySelectorAll('item')].map((item) => ({
        title: item.querySelector('title')?.textContent ?? '',
        description: item.querySelector('description')?.textContent ?? '',
        guid: item.querySelector('guid')?.textContent ?? '',
        url: item.querySelector('enclosure')?.getAttribute('url') ?? '',
        length: Number(item.querySelector('enclosure')?.getAttribute('length')),
        type: item.querySelector('enclosure')?.getAttribute('type') ?? '',
      })),
    };
  }, xml);
}

/** The Publish modal: the spec's rows, each with Details and Publish. */
async function openPublishModalAndValidate() {
  await audioCard().getByRole('button', { name: 'Publish' }).click();
  await publishDialog().waitFor();
  for (const name of ['Spotify', 'Apple Podcasts', 'Amazon Music']) {
    expect(await publishButton(name).textContent()).toBe('Publish');
    await row(name)
      .getByRole('button', { name: `${name} details` })
      .waitFor();
  }
  // The length shows the default 00:00:30 until the podcast's details arrive, then the render's own.
  await expect
    .poll(() => publishDialog().getByTestId('publish-duration').textContent(), { timeout: 10_000 })
    .toMatch(/^00:0[1-9]:\d\d$/);

  // Validation (spec 000 §5) before anything is sent.
  await publishDialog().getByLabel('Episode title').fill('');
  await publishDialog().getByLabel('Description').fill('');
  await publishButton('Spotify').click();
  await shows(MESSAGES.episodeTitleRequired, publishDialog());
  await shows(MESSAGES.episodeDescriptionRequired, publishDialog());
  await publishDialog().getByLabel('Episode title').fill('x'.repeat(200));
  await publishButton('Spotify').click();
  await shows(MESSAGES.episodeTitleTooLong, publishDialog());
  await publishDialog().getByLabel('Episode title').fill(EPISODE_TITLE);
  await publishDialog().getByLabel('Description').fill(EPISODE_DESCRIPTION);
}

/** Details: where the feed goes next; no feed yet. */
async function showDetailsWithoutFeed() {
  await row('Spotify').getByRole('button', { name: 'Spotify details' }).click();
  await shows('Spotify for Creators', row('Spotify'));
  await shows('You have no Spotify feed yet: the first Publish sets it up, and its URL appears here.', row('Spotify'));
  await shot('publish-modal', 'modal');
  await expectNoAxeViolations(page, 'Publish modal with details open');
}

/** Publish: the first time the platform has no feed. While it loads the other rows wait. */
async function publishWhileOtherRowsWait() {
  let releaseAddEpisode: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    releaseAddEpisode = resolve;
  });
  await page.route(`**${GRAPHQL_PATH}`, async (route) => {
    if (route.request().postDataJSON()?.operationName === 'AddEpisode') await held;
    await route.fallback();
  });
  await publishButton('Spotify').click();
  await expect.poll(() => publishButton('Spotify').textContent()).toBe('Publishing...');
  expect(await publishButton('Spotify').isDisabled()).toBe(true);
  expect(await publishButton('Apple Podcasts').isDisabled()).toBe(true);
  expect(await publishButton('Amazon Music').isDisabled()).toBe(true);
  releaseAddEpisode();
  await page.unroute(`**${GRAPHQL_PATH}`);
}

/**
 * The first Publish finds no feed, so the Create RSS Feed modal opens, with the spec's defaults and the owner filled
 * in.
 */
async function createRssFeed() {
  await rssDialog().waitFor();
  expect(await publishButton('Spotify').textContent()).toBe('Retry');
  expect(await publishButton('Apple Podcasts').isEnabled()).toBe(true);
  expect(await rssDialog().getByLabel('Owner email', { exact: true }).inputValue()).toMatch(/@example\.com$/);
  expect(await rssDialog().getByLabel('Podcast author', { exact: true }).inputValue()).toBe('Ada Lovelace');
  await shows('English (United States) · en-us', rssDialog());
  expect(await rssDialog().getByRole('radio', { name: 'No' }).isChecked()).toBe(true);

  const createFeed = rssDialog().getByRole('button', { name: 'Create RSS Feed' });
  await fillRss({ 'Owner email': '', 'Podcast author': '' });
  await createFeed.click();
  for (const label of ['podcast title', 'podcast description', 'podcast website', 'podcast author', 'owner email']) {
    await shows(MESSAGES.rssFieldRequired(label), rssDialog());
  }
  await shot('rss-form-errors', 'modal');
  await expectNoAxeViolations(page, 'Create RSS Feed modal with every message');
  await fillRss({
    'Podcast title': 'Everyday AI',
    'Podcast description': 'Short conversations about AI in ordinary life.',
    'Podcast website': 'everyday-ai.example',
    'Podcast author': 'Ada Lovelace',
    'Owner email': 'ada-at-example.com',
  });
  await createFeed.click();
  await shows(MESSAGES.invalidEmail, rssDialog());
  await shows(MESSAGES.invalidWebsite('https://example.com'), rssDialog());
  await fillRss({ 'Podcast website': 'https://everyday-ai.example', 'Owner email': 'ada@everyday-ai.example' });
  await rssDialog().locator('.ant-select:has(#rss-category)').click();
  await page.keyboard.type('Technology');
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="Technology"]').click();
  await shot('rss-form', 'modal');
  await createFeed.click();
}

/** The read-only feed URL, Copy URL, then OK, Publish retries the publish. */
async function copyFeedUrlAndPublish() {
  const feedUrlInput = rssDialog().getByLabel('RSS feed URL');
  await feedUrlInput.waitFor();
  const feedUrl = await feedUrlInput.inputValue();
  expect(feedUrl.startsWith(`${app.baseUrl}/feeds/`)).toBe(true);
  expect(feedUrl).toMatch(FEED_URL_PATTERN);
  expect(await feedUrlInput.getAttribute('readonly')).not.toBeNull();
  await rssDialog().getByRole('button', { name: 'Copy URL' }).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(feedUrl);
  await shot('rss-feed-url', 'modal');
  await expectNoAxeViolations(page, 'Create RSS Feed modal, feed URL');
  await rssDialog().getByRole('button', { name: 'OK, Publish' }).click();
  await shows('Successfully published to Spotify');
  await expect.poll(() => publishButton('Spotify').textContent()).toBe('Published ✓');
  await rssDialog().waitFor({ state: 'hidden' });
  return feedUrl;
}

/** Details now carries the feed URL (and says a feed on this machine is out of the directories' reach). */
async function expectFeedInDetails(feedUrl: string) {
  await expect.poll(() => row('Spotify').getByText('Feed ready').count()).toBe(1);
  expect(await row('Spotify').getByLabel('Your Spotify feed URL').inputValue()).toBe(feedUrl);
  expect(await row('Spotify').getByRole('note').textContent()).toContain('cannot reach from the internet');
  await shot('publish-modal-published', 'modal');
  await expectNoAxeViolations(page, 'Publish modal, published');
}

/** Once Spotify approves the show, its listing URL is pasted in Details; the public show page links to it. */
async function saveSpotifyListing(feedUrl: string) {
  const spotifyListing = row('Spotify').getByLabel('Spotify listing URL');
  await spotifyListing.fill('https://spotify.example.com/show/1');
  await row('Spotify').getByRole('button', { name: 'Save listing links' }).click();
  await shows(
    "Please paste the show's Spotify address: it starts with https:// and is on open.spotify.com.",
    row('Spotify'),
  );
  await expectNoAxeViolations(page, 'Publish modal, listing link refused');
  await spotifyListing.fill('https://open.spotify.com/show/4rOoJ6Egrf8K2IrywzwOMk');
  await row('Spotify').getByRole('button', { name: 'Save listing links' }).click();
  await shows('Saved: your show and episode pages link to these listings.', row('Spotify'));
  const showPage = await (await fetch(feedUrl.replace(/\/feeds\/([0-9a-f-]{36})\.xml$/, '/shows/$1'))).text();
  expect(showPage).toContain(
    '<a href="https://open.spotify.com/show/4rOoJ6Egrf8K2IrywzwOMk" rel="noopener">Listen on Spotify</a>',
  );
  expect(showPage).not.toContain('Listen on Apple Podcasts');
}

/** The feed lists the episode with an enclosure we serve, and a podcast app downloads it. Answers the episode's id. */
async function downloadEpisodeFromFeed(feedUrl: string) {
  const feed = await readFeed(feedUrl);
  expect(feed.title).toBe('Everyday AI');
  const item = feed.items.find((i) => i.title === EPISODE_TITLE);
  expect(item, JSON.stringify(feed.items)).toBeDefined();
  if (!item) throw new Error('The feed does not list the episode.');
  expect(item.description).toContain(EPISODE_DESCRIPTION);
  expect(item.type).toBe('audio/mpeg');
  expect(item.length).toBeGreaterThan(10_000);
  expect(item.url.startsWith(`${app.baseUrl}/feeds/`)).toBe(true);
  const episodeId = /\/episodes\/(\d+)\//.exec(item.url)?.[1];
  expect(episodeId).toBeDefined();

  // A podcast app downloads the whole file: HEAD says the length, GET delivers exactly those bytes.
  const head = await fetch(item.url, { method: 'HEAD', headers: { 'user-agent': PODCAST_APP_UA } });
  expect(head.status).toBe(200);
  expect(Number(head.headers.get('content-length'))).toBe(item.length);
  const download = await fetch(item.url, { headers: { 'user-agent': PODCAST_APP_UA } });
  expect(download.status).toBe(200);
  expect(download.headers.get('content-type')).toMatch(/^audio\/mpeg/);
  const bytes = new Uint8Array(await download.arrayBuffer());
  expect(bytes.byteLength).toBe(item.length);
  // An MP3: an ID3 tag or a frame sync at the start.
  expect(bytes[0] === 0x49 || (bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0)).toBe(true);
  return episodeId;
}

/** /analytics counts the download for the episode (the newest is chosen by default). */
async function expectDownloadCounted() {
  await publishDialog().locator('.pl-publish__foot').getByRole('link', { name: 'Analytics' }).click();
  await page.waitForURL('**/analytics');
  const heading = page.getByRole('heading', { level: 1 });
  await expect.poll(() => heading.textContent()).toBe(`${EPISODE_TITLE}-Analytics`);
  await expect
    .poll(
      async () => {
        const value = await stat('Downloads').textContent({ timeout: 10_000 });
        if (value !== '1') await page.reload();
        return value;
      },
      { timeout: 30_000, interval: 1_000 },
    )
    .toBe('1');
  // The page opens on the show: its totals and a table of its episodes with their downloads and plays.
  const showCard = page.getByRole('region', { name: /^Show: / });
  const episodeRow = showCard.getByRole('row', { name: new RegExp(EPISODE_TITLE) });
  await expect.poll(() => episodeRow.getByRole('cell').first().textContent(), { timeout: 30_000 }).toBe('1');
  expect(await showCard.getByText(/1 downloads, 1 plays, 1 listeners/).count()).toBe(1);
  expect(await stat('Total Plays').textContent()).toBe('1');
  expect(await stat('Unique Listeners').textContent()).toBe('1');
  expect(await stat('Completion Rate').textContent()).toBe('100%');
  expect(await stat('Listening time').textContent()).toMatch(/^\d+m \d\ds$/);
  for (const platform of ['Spotify', 'Apple Music', 'Youtube Music', 'Zapier', 'Amazon Music']) {
    await page.getByRole('listitem', { name: new RegExp(`^${platform}: \\d+ listeners$`) }).waitFor();
  }
  // Apple's podcast player fetches with AppleCoreMedia: counted on the Apple tile, not under other apps.
  await page.getByRole('listitem', { name: 'Apple Music: 1 listeners' }).waitFor();
  expect(await page.getByTestId('other-apps').count()).toBe(0);
  const devices = page.getByRole('region', { name: 'Views From Devices' });
  // The spec's three kinds are always listed; the one listener is counted under exactly one device kind.
  const deviceRows = await devices.getByRole('listitem').allTextContents();
  expect(deviceRows.slice(0, 3).map((r) => r.replace(/\d.*$/, ''))).toEqual(['Mobile', 'Web App', 'Tablet']);
  expect(deviceRows.filter((r) => r.endsWith('1 · 100%'))).toHaveLength(1);
  expect(await devices.getByRole('img', { name: 'Listeners by device' }).textContent()).toBe('1');
  const countries = page.getByRole('region', { name: 'Users by Country' });
  expect(await countries.getByRole('listitem').first().textContent()).toBe('Unknown1');
  const visitors = page.getByRole('region', { name: 'Total Visitors' });
  await visitors.locator('.ant-select-selection-item[title="This Week"]').waitFor();
  expect(await visitors.locator('dd').first().textContent()).toBe('1');
  // The per-day series ends today (UTC) with the one new listener.
  const days = await visitors.getByRole('list', { name: 'Visitors per day' }).getByRole('listitem').all();
  expect(await days.at(-1)?.getAttribute('aria-label')).toMatch(/: 1 visitor, 1 new$/);
  for (const title of ['Viewers-Age Group', 'Viewers-Gender']) {
    const card = page.getByRole('region', { name: title });
    expect(await card.getByRole('note').textContent()).toMatch(/downloads do not reveal/i);
  }
  expect(await page.getByRole('combobox', { name: 'Episode' }).count()).toBe(1);
  await shot('analytics');
  await expectNoAxeViolations(page, '/analytics with a download');
}

/** The period selector and the picker ask the server again. */
async function changePeriodAndEpisode(episodeId: string | undefined) {
  const heading = page.getByRole('heading', { level: 1 });
  const visitors = page.getByRole('region', { name: 'Total Visitors' });
  await visitors.locator('.ant-select').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="All Time"]').click();
  await visitors.locator('.ant-select-selection-item[title="All Time"]').waitFor();
  expect(await visitors.locator('dd').first().textContent()).toBe('1');
  expect(new URL(page.url()).searchParams.get('period')).toBe('All Time');
  await page.goto(`/analytics?episode=all`);
  await expect.poll(() => heading.textContent()).toBe('All episodes-Analytics');
  await expect.poll(() => stat('Downloads').textContent()).toBe('1');
  await page.goto(`/analytics?episode=${episodeId}`);
  await expect.poll(() => heading.textContent()).toBe(`${EPISODE_TITLE}-Analytics`);
}

/** A second platform: the same show and its one feed, no RSS modal, the episode in it once. */
async function publishToASecondPlatform(feedUrl: string) {
  await page.goto('/create-podcast');
  await audioCard().getByRole('button', { name: 'Publish' }).click();
  await publishDialog().getByLabel('Episode title').fill(EPISODE_TITLE);
  await publishDialog().getByLabel('Description').fill(EPISODE_DESCRIPTION);
  // The app runs on localhost here: the modal says so before Publish.
  await publishDialog().getByText('Directories cannot reach your feed from this address', { exact: false }).waitFor();
  await publishButton('Amazon Music').click();
  await shows('Successfully published to Amazon Music');
  expect(await rssDialog().count()).toBe(0);
  // The next step on Amazon Music: submit the show's one feed there once.
  const nextStep = row('Amazon Music').getByLabel('Feed URL to submit to Amazon Music');
  await nextStep.waitFor();
  expect(await nextStep.inputValue()).toBe(feedUrl);
  expect(await row('Amazon Music').getByText('Submit this feed once').count()).toBe(1);
  await expectNoAxeViolations(page, 'Publish modal, the next step on a second platform');
  expect((await readFeed(feedUrl)).items.map((i) => i.title)).toEqual([EPISODE_TITLE]);
}

describe('publishing (spec 000 §2, §4, §5) and analytics (spec 001 §2)', () => {
  it('shows an empty analytics page before anything is published', async () => {
    await signUpAndLogin(page, app);
    await page.goto('/analytics');
    await shows('Nothing published yet');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Analytics');
    await shot('analytics-empty');
    await expectNoAxeViolations(page, '/analytics, nothing published');
    expect(errors).toEqual([]);
  });

  it('publishes through the RSS modal, serves the episode in the feed, and counts a podcast app’s download', async () => {
    await signUpAndLogin(page, app, { givenName: 'Ada', familyName: 'Lovelace' });
    await podcastWithAudio('AI in everyday life');

    await openPublishModalAndValidate();
    await showDetailsWithoutFeed();
    await publishWhileOtherRowsWait();
    await createRssFeed();
    const feedUrl = await copyFeedUrlAndPublish();
    await expectFeedInDetails(feedUrl);
    await saveSpotifyListing(feedUrl);
    const episodeId = await downloadEpisodeFromFeed(feedUrl);

    // Publishing again needs no RSS modal: the feed exists.
    await publishButton('Spotify').click();
    await expect.poll(() => publishButton('Spotify').textContent()).toBe('Published ✓');
    expect(await rssDialog().count()).toBe(0);

    await expectDownloadCounted();
    await changePeriodAndEpisode(episodeId);
    await publishToASecondPlatform(feedUrl);

    expect(errors).toEqual([]);
  }, 300_000);
});
