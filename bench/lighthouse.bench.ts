// Lighthouse on the public pages: the landing page, a show page and an episode page of the built app,
// with Lighthouse's default (mobile) settings in Debian's Chromium; prints the four category scores per page.
// Goal: each ≥ 95. It starts the built server itself and publishes one offline-made episode first.
// Run: npm run build && npx tsx bench/lighthouse.bench.ts

import { GRAPHQL_PATH, MESSAGES, WELCOME_ROUTE } from '@podloom/contract';
import { chromium } from 'playwright-core';
import { createConfirmedUser, logInWithApi } from '../e2e/support/accounts';
import { CHROMIUM_FLAGS, chromiumPath, signIn } from '../e2e/support/browser';
import { LIGHTHOUSE_CATEGORIES, lighthouseScores, waitForIdleJobs } from '../e2e/support/lighthouse';
import { startServer } from '../e2e/support/server';

const GOAL = 95;

const server = await startServer();
try {
  const { feedId, episodeId } = await publishOne(server);
  // As the browser suite does: the render a publish starts is over before anything is measured, and the helper makes
  // one untimed pass first (a browser just launched pays its start-up on the first page it loads).
  await waitForIdleJobs(server.baseUrl);
  const pages = { landing: '/', show: `/shows/${feedId}`, episode: `/episodes/${episodeId}` };
  console.log(`Lighthouse (mobile defaults), goal ≥ ${GOAL} per category`);
  const names = Object.keys(pages);
  const results = await lighthouseScores(Object.values(pages).map((path) => `${server.baseUrl}${path}`));
  for (const [i, { url, scores, weak }] of results.entries()) {
    const [name, path] = [names[i] ?? '', url.slice(server.baseUrl.length)];
    const line = LIGHTHOUSE_CATEGORIES.map((c) => `${c} ${scores[c]}`).join('  ');
    const below = Object.values(scores).every((score) => score >= GOAL) ? '' : '  (below goal)';
    console.log(`${name.padEnd(8)} ${path.padEnd(50)} ${line}${below}`);
    for (const audit of weak) console.log(`           ${audit}`);
  }
} finally {
  await server.stop();
}

/** A podcast written and voiced offline from the home screen, then published through the API. */
async function publishOne(target: Awaited<ReturnType<typeof startServer>>) {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
  try {
    const account = await createConfirmedUser(target, { givenName: 'Asha' });
    const session = await logInWithApi(target, account);
    const context = await browser.newContext({ baseURL: target.baseUrl });
    const page = await context.newPage();
    await signIn(page, target.baseUrl, {
      token: session.accessToken,
      refreshToken: session.refreshToken,
      user: { given_name: 'Asha', family_name: '', email: session.user.email, phone: null },
    });
    await page.goto(WELCOME_ROUTE);
    await page.getByLabel('Podcast topic').fill('How honey bees find flowers');
    await page.getByLabel('Name of Host').fill('Asha');
    await page.getByLabel('Name of Guest').fill('Ravi');
    await page.getByRole('button', { name: 'Generate Script' }).click();
    await page.waitForURL('**/create-podcast', { timeout: 60_000 });
    await page.getByRole('list', { name: 'Script', exact: true }).getByRole('listitem').first().waitFor();
    await page
      .getByRole('region', { name: 'Audio & Voice Settings' })
      .getByRole('button', { name: 'Generate Audio' })
      .click();
    await page.getByText(MESSAGES.audioGenerated, { exact: true }).first().waitFor({ timeout: 120_000 });
    // biome-ignore lint/suspicious/noExplicitAny: the bench reads a few known GraphQL shapes.
    type Answer = Record<string, any>;
    const gql = async (query: string, variables: Record<string, unknown> = {}): Promise<Answer> => {
      const response = await fetch(`${target.baseUrl}${GRAPHQL_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${session.accessToken}` },
        body: JSON.stringify({ query, variables }),
      });
      const body = (await response.json()) as { data?: Answer; errors?: unknown };
      if (body.errors) throw new Error(JSON.stringify(body.errors));
      return body.data as Answer;
    };
    const podcastId = (await gql('{ userPodcasts { items { podcastId } } }')).userPodcasts.items[0].podcastId;
    const feed = await gql('mutation($i:RssInput!){ createRss(input:$i){ feedId } }', {
      i: {
        platform: 'spotify',
        podcastTitle: 'Bee Talk',
        podcastDescription: 'Short conversations about bees and the flowers they visit.',
        podcastWebsite: 'https://bees.example.com',
        podcastAuthor: 'Asha Rao',
        ownerEmail: 'asha@example.com',
      },
    });
    const userId = JSON.parse(Buffer.from(session.accessToken.split('.')[1] ?? '', 'base64url').toString()).user_id;
    const added = await gql(
      'mutation($u:Int!,$e:EpisodeInput!){ addEpisode(userId:$u, platform:"spotify", episode:$e){ episodeId } }',
      {
        u: userId,
        e: { podcastId, title: 'How bees find flowers', description: 'Asha and Ravi on bees and flowers.' },
      },
    );
    return { feedId: feed.createRss.feedId as string, episodeId: added.addEpisode.episodeId as number };
  } finally {
    await browser.close();
  }
}
