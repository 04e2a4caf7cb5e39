import { describe, expect, it } from 'vitest';
import { useTestApps } from '../../test/use-test-app';
import { newRevision, renderKeys } from '../audio';
import { updatePodcast } from '../podcasts/testing/factories';
import { createCreator, graphql } from '../publishing/testing/publishing-test-kit';
import { findJobByRef } from '../runs/testing/jobs';
import { CLIP_MESSAGES } from './clip-rules';
import { createTimedPodcast } from './testing/clips-kit';

/*
 * A clip is timed against the render of the moment it is asked for. When the podcast is rendered again before the
 * clip's job runs, the lines sit elsewhere in the new audio: the job must refuse rather than cut the new audio at the
 * old times. A `server` process takes the request and queues the job without running it; the podcast's audio then
 * changes; a `worker` process started afterwards on the same database runs the job.
 */
const apps = useTestApps();

async function clipRow(clipId: number) {
  const rows = await apps
    .database()
    .db.execute<{ status: string; error: string | null; storage_key: string | null }>(
      `select status, error, storage_key from clips where id = ${clipId}`,
    );
  return rows.rows[0];
}

async function settled(clipId: number, timeoutMs = 20_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const row = await clipRow(clipId);
    if (row?.status === 'failed' || row?.status === 'ready' || Date.now() > until) return row;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('a clip whose podcast was rendered again before its job ran', () => {
  it('fails with a sentence and cuts nothing from the new audio', async () => {
    const server = await apps.start({}, { role: 'server' });
    const { user, accessToken } = await createCreator(server);
    const podcast = await createTimedPodcast(server, user.id, { lines: 3, lineSeconds: 1.6 });
    const input = { podcastId: podcast.id, fromLine: 1, toLine: 2, aspect: 'SQUARE', soundbite: true };
    const CREATE = 'mutation($i:CreateClipInput!){ createClip(input:$i){ clipId refId } }';
    const answer = await graphql(server, accessToken, CREATE, { i: input });
    expect(answer.errors).toBeUndefined();
    const { clipId, refId } = answer.data?.createClip ?? {};
    expect((await clipRow(clipId))?.status).toBe('queued');

    // A render lands between the request and the job: the podcast now points at other audio.
    await updatePodcast(server.services.db, podcast.id, { storagePath: renderKeys(podcast.id, newRevision()).audio });
    await apps.start({}, { role: 'worker' });

    expect(await settled(clipId)).toEqual({ status: 'failed', error: CLIP_MESSAGES.audioChanged, storage_key: null });
    const job = await findJobByRef(server.services.db, refId);
    expect(job?.status).toBe('failed');
    expect(job?.error).toContain(CLIP_MESSAGES.audioChanged);
  });
});
