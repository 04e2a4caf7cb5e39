import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEvents } from '../../platform/events/outbox.schema';
import { startTestApp, type TestApp } from '../../test/app';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { readEvents } from '../../test/sse';
import { createSession, createUser } from '../auth/testing/factories';
import { renderFinished } from '.';

let database: TestDatabase;
let t: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  t = await startTestApp(database);
});
afterAll(async () => {
  await t?.close();
  await database?.destroy();
});

async function post(route: string, body: unknown, token: string) {
  const response = await fetch(`${t.url}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { ref_id: string; podcast_id: number };
}

describe('the render-finished event', () => {
  it('is written with the stored render and carries its rendered seconds (billing counts minutes from it)', async () => {
    const user = await createUser(t.services.db);
    const token = (await createSession(t.services, user)).accessToken;
    const script = await post(
      '/generate/script',
      { topic: 'Tides', host: 'Asha', no_of_speaker: 1, duration: 2 },
      token,
    );
    await readEvents(`${t.url}/api/v1/agents/stream/${script.ref_id}`, token);
    const podcast = await t.app.modules.podcasts.service.find(script.podcast_id);
    const voices = await t.services.db.execute<{ option_key: string }>(
      "select option_key from voices where provider = 'espeak' and language_code = 'en-IN' limit 1",
    );
    const voice = voices.rows[0]?.option_key;
    const audio = await post(
      '/generate/audio',
      {
        podcast_id: script.podcast_id,
        conversation_output: podcast?.transcript,
        host: 'Asha',
        host_voice: voice,
        language: 'en-IN',
        no_of_speaker: 1,
      },
      token,
    );
    expect(audio.ref_id, JSON.stringify(audio)).toEqual(expect.any(String));
    await readEvents(`${t.url}/api/v1/agents/stream/${audio.ref_id}`, token, { timeoutMs: 60_000 });

    const rendered = await t.app.modules.podcasts.service.find(script.podcast_id);
    const rows = await t.services.db.select().from(outboxEvents).where(eq(outboxEvents.name, renderFinished.name));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.payload).toEqual({
      podcastId: script.podcast_id,
      userId: user.id,
      refId: audio.ref_id,
      renderedSeconds: rendered?.duration,
    });
    expect(rendered?.duration).toBeGreaterThan(1);
    expect(rows[0]?.dispatchedAt).not.toBeNull();
  }, 120_000);
});
