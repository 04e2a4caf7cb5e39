/**
 * The server side of bench/feeds.bench.mjs, run in its own process (with `node --import tsx`): the real app on
 * an embedded database in a temporary DATA_DIR, with one feed of 100 published episodes and one long episode
 * for range reads. Tells the parent its URLs over IPC and stops when told.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { createUser } from '../apps/server/src/modules/auth/testing/factories';
import { createPodcastWithAudio } from '../apps/server/src/modules/publishing/testing/publishing-test-kit';
import type { TestApp } from '../apps/server/src/test/app';

const EPISODES = Number(process.env.BENCH_EPISODES ?? 100);
const port = Number(process.env.BENCH_PORT);
const dataDir = await mkdtemp(path.join(tmpdir(), 'podloom-bench-feeds-'));
const config = loadConfig({
  PORT: String(port),
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  // The bench reads ranges from one address as fast as it can: the per-address limit would answer 429.
  ENCLOSURE_REQUESTS_PER_MINUTE: '0',
  NODE_ENV: 'development',
  JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-signing',
});
const app = await buildApp(config);
const services = app.services;
const kit = { services, url: config.publicUrl } as TestApp;

const user = await createUser(services.db, { givenName: 'Bench' });
const { feeds, episodes } = app.modules.publishing.service;
const feed = await feeds.createRss(user.id, {
  platform: 'spotify',
  podcastTitle: 'Bench Podcast',
  podcastDescription: 'A feed with many episodes, for the feeds bench.',
  podcastWebsite: 'https://bench.example.com',
  podcastAuthor: 'Bench Author',
  ownerEmail: 'bench@example.com',
});
let longEpisode: { enclosureUrl: string; enclosureLength: number } | undefined;
for (let n = 1; n <= EPISODES; n++) {
  // The last episode is ten minutes long, for range reads; the others are short.
  const seconds = n === EPISODES ? 600 : 20;
  const podcast = await createPodcastWithAudio(kit, user.id, { seconds, title: `Episode ${n}` });
  const episode = await episodes.addEpisode(user.id, user.id, 'spotify', {
    title: `Episode ${n}: a conversation about bees, flowers and the dances in between`,
    description: `Episode ${n} of the bench feed. ${'Bees tell each other where the flowers are. '.repeat(8)}`,
    podcastId: podcast.id,
  });
  if (n === EPISODES) longEpisode = episode;
}
await app.listen({ port, host: '127.0.0.1' });
process.send?.({
  feedUrl: feed.feedUrl,
  enclosureUrl: longEpisode?.enclosureUrl,
  length: longEpisode?.enclosureLength,
});

process.on('message', async (message) => {
  if (message !== 'stop') return;
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
  process.exit(0);
});
