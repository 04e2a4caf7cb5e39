// The server side of stream-fanout.bench.ts: the real app (embedded mode, role `server` so the job stays open)
// with one running job; the parent asks it over IPC to publish events and to report its memory.
import { randomUUID } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { createSession, createUser } from '../apps/server/src/modules/auth/testing/factories';
import { insertPodcast } from '../apps/server/src/modules/podcasts/podcasts.repository';
import { jobChannel } from '../apps/server/src/modules/runs';
import { insertJob } from '../apps/server/src/modules/runs/testing/jobs';

const dataDir = await mkdtemp(path.join(tmpdir(), 'podloom-fanout-'));
const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn', PORT: '0' });
const app = await buildApp(config, { role: 'server' });
await app.listen({ port: 0, host: '127.0.0.1' });
const { db, events } = app.services;

const user = await createUser(db);
const { accessToken } = await createSession(app.services, user);
const podcast = await insertPodcast(db, { userId: user.id, title: 'Fan-out', status: 'generating' });
const refId = randomUUID();
await insertJob(db, {
  refId,
  batchJobId: `batch-${refId}`,
  userId: user.id,
  podcastId: podcast.id,
  kind: 'script',
  status: 'running',
});

const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;

process.on('message', async (message: { type: string; seq?: number }) => {
  if (message.type === 'publish') {
    await events.publish(jobChannel(refId), {
      progress: { stage: 'writing', done: message.seq ?? 0, total: 1_000_000 },
    });
  } else if (message.type === 'memory') {
    globalThis.gc?.();
    process.send?.({ type: 'memory', usage: process.memoryUsage() });
  } else if (message.type === 'stop') {
    await app.close();
    process.exit(0);
  }
});
process.send?.({ type: 'ready', url: `http://127.0.0.1:${port}/api/v1/agents/stream/${refId}`, token: accessToken });
