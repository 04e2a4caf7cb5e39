import { createHmac, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/app';
import { useTestApp } from '../../test/use-test-app';
import {
  CREATE_RSS,
  createCreator,
  createPodcastWithAudio,
  graphql,
  publish,
  rssInput,
} from '../publishing/testing/publishing-test-kit';
import { insertJob } from '../runs/testing/jobs';

interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A local receiver: answers each request with the next status of `statuses` (then 200), and keeps what it got. */
const received: Received[] = [];
let statuses: number[] = [];
const receiver = http.createServer((request, response) => {
  let body = '';
  request.on('data', (chunk) => {
    body += chunk;
  });
  request.on('end', () => {
    received.push({ headers: request.headers, body });
    const status = statuses.shift() ?? 200;
    response.writeHead(status, { 'content-type': 'text/plain' }).end(status === 200 ? 'thanks' : 'not now');
  });
});
let hookUrl = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
});
afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

let t: TestApp;
useTestApp(
  (app) => {
    t = app;
  },
  { FETCH_ALLOW_PRIVATE: '127.0.0.1' },
);

const CREATE = 'mutation($i:CreateWebhookEndpointInput!){ createWebhookEndpoint(input:$i){ id secret } }';
const DELIVERIES =
  'query($id:Int!){ webhookDeliveries(endpointId:$id){ id messageId event status attempts lastStatus lastResponse } }';

/**
 * The Standard Webhooks check, twice: as a receiver writes it by hand (HMAC-SHA256 of id.timestamp.body with the
 * secret's bytes), and with the specification's own library, as most receivers do.
 */
function verify(secret: string, message: Received): boolean {
  const id = String(message.headers['webhook-id']);
  const timestamp = String(message.headers['webhook-timestamp']);
  const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${message.body}`).digest('base64');
  const sent = String(message.headers['webhook-signature']).split(' ');
  const byHand = sent.includes(`v1,${expected}`) && Math.abs(Date.now() / 1000 - Number(timestamp)) < 300;
  const headers = { 'webhook-id': id, 'webhook-timestamp': timestamp, 'webhook-signature': sent.join(' ') };
  try {
    new Webhook(secret).verify(message.body, headers);
  } catch {
    return false;
  }
  return byHand;
}

async function register(token: string, events: string[]): Promise<{ id: number; secret: string }> {
  const created = await graphql(t, token, CREATE, { i: { url: hookUrl, events } });
  const endpoint = created.data?.createWebhookEndpoint;
  if (!endpoint) throw new Error(`not registered: ${created.errors?.[0]?.message}`);
  return endpoint;
}

async function until<T>(read: () => T | undefined, timeoutMs = 20_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('signed webhooks', () => {
  it('signs each delivery, retries after a 500, logs it, redelivers, and sends nothing after delete', async () => {
    const creator = await createCreator(t);
    const podcast = await createPodcastWithAudio(t, creator.user.id, { seconds: 3 });
    const { id, secret } = await register(creator.accessToken, ['episode.published', 'audio.ready']);
    expect(secret).toMatch(/^whsec_/);

    received.length = 0;
    statuses = [500];
    await graphql(t, creator.accessToken, CREATE_RSS, { input: rssInput() });
    const published = await publish(t, creator.accessToken, creator.user.id, podcast.id, { title: 'Tides' });
    expect(published.errors).toBeUndefined();
    const [first, second] = await until(() => (received.length >= 2 ? received.slice(0, 2) : undefined));
    if (!first || !second) throw new Error('two attempts expected');
    expect(verify(secret, first)).toBe(true);
    expect(verify(secret, second)).toBe(true);
    expect(verify(`whsec_${Buffer.from('another secret').toString('base64')}`, second)).toBe(false);
    expect(second.headers['webhook-id']).toBe(first.headers['webhook-id']);
    expect(JSON.parse(second.body)).toMatchObject({
      type: 'episode.published',
      data: { podcastId: podcast.id, title: 'Tides', episodeId: published.data?.addEpisode.episodeId },
    });

    const deliveries = (await graphql(t, creator.accessToken, DELIVERIES, { id })).data?.webhookDeliveries;
    expect(deliveries).toEqual([
      expect.objectContaining({ event: 'episode.published', status: 'delivered', attempts: 2, lastStatus: 200 }),
    ]);
    expect(deliveries[0].lastResponse).toBe('thanks');

    const redelivered = await graphql(t, creator.accessToken, 'mutation($d:Int!){ redeliverWebhook(deliveryId:$d) }', {
      d: deliveries[0].id,
    });
    expect(redelivered.data?.redeliverWebhook).toBe(true);
    const third = await until(() => received[2]);
    expect(third.headers['webhook-id']).toBe(first.headers['webhook-id']);

    const other = await createCreator(t);
    const taken = await graphql(t, other.accessToken, 'mutation($id:Int!){ deleteWebhookEndpoint(id:$id) }', { id });
    expect(taken.errors?.[0]?.message).toBe('We could not find that webhook endpoint.');
    const deleted = await graphql(t, creator.accessToken, 'mutation($id:Int!){ deleteWebhookEndpoint(id:$id) }', {
      id,
    });
    expect(deleted.data?.deleteWebhookEndpoint).toBe(true);
    const again = await createPodcastWithAudio(t, creator.user.id, { seconds: 3, title: 'Again' });
    expect((await publish(t, creator.accessToken, creator.user.id, again.id)).errors).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(received).toHaveLength(3);
  }, 60_000);
});

describe('webhook events and addresses', () => {
  it('tells of a written script (from the outbox, when the run ends)', async () => {
    const creator = await createCreator(t);
    const { secret } = await register(creator.accessToken, ['script.ready']);
    received.length = 0;
    const response = await fetch(`${t.url}/generate/script`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${creator.accessToken}` },
      body: JSON.stringify({ topic: 'Tides', host: 'Asha', guest: 'Ravi', duration: 2 }),
    });
    const started = (await response.json()) as { podcast_id: number; ref_id: string };
    const message = await until(() => received[0], 45_000);
    expect(verify(secret, message)).toBe(true);
    expect(JSON.parse(message.body)).toMatchObject({
      type: 'script.ready',
      data: { podcastId: started.podcast_id, refId: started.ref_id, kind: 'script' },
    });
  }, 60_000);

  it('tells of a failed render, with its reason', async () => {
    const creator = await createCreator(t);
    const podcast = await createPodcastWithAudio(t, creator.user.id, { seconds: 3 });
    const { secret } = await register(creator.accessToken, ['render.failed', 'script.ready']);
    const job = await insertJob(t.services.db, {
      refId: randomUUID(),
      batchJobId: `batch-${randomUUID()}`,
      userId: creator.user.id,
      podcastId: podcast.id,
      kind: 'audio',
      payload: { hostVoice: 'en-us-f', guestVoice: null, host: null, guest: null, eta: 10 },
      status: 'running',
    });
    received.length = 0;
    // What the queue does when a render's process died during its last allowed run.
    await t.app.modules.runs.service.abandon(job.refId, 'The render stopped before it finished.', 'ready');
    const message = await until(() => received[0]);
    expect(verify(secret, message)).toBe(true);
    expect(JSON.parse(message.body)).toMatchObject({
      type: 'render.failed',
      data: {
        podcastId: podcast.id,
        refId: job.refId,
        kind: 'audio',
        reason: 'The render stopped before it finished.',
      },
    });
  });

  it('refuses plain http, private addresses and unknown events, with a sentence', async () => {
    const { accessToken } = await createCreator(t);
    const refusal = async (url: string, events = ['audio.ready']) =>
      (await graphql(t, accessToken, CREATE, { i: { url, events } })).errors?.[0]?.message;
    expect(await refusal('http://93.184.215.14/hook')).toBe('A webhook address must start with https://.');
    expect(await refusal('https://10.1.2.3/hook')).toBe(
      'This web address cannot be used: it points to a private or local network.',
    );
    expect(await refusal('https://[::1]/hook')).toBe(
      'This web address cannot be used: it points to a private or local network.',
    );
    expect(await refusal('not a url')).toBe('That web address is not valid.');
    expect(await refusal('https://93.184.215.14/hook', ['clip.done'])).toBe(
      'An event is one of script.ready, audio.ready, episode.published, render.failed, clip.ready.',
    );
  });
});
