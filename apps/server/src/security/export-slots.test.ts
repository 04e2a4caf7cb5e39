import { describe, expect, it } from 'vitest';
import { EXPORT_IN_FLIGHT_MESSAGE } from '../modules/audio';
import { createPodcastWithAudio } from '../modules/audio/testing/renders';
import { createCreator, graphql } from '../modules/publishing/testing/publishing-test-kit';
import type { TestApp } from '../test/app';
import { useTestApp } from '../test/use-test-app';

/*
 * Exports run ffmpeg within the request. Before, one account could ask for as many at once as it liked (every
 * format of every podcast) and hold every core of the server, and each export counted only the files stored before
 * the others against the plan's storage. Now a user has one export at a time, in every process; another user's
 * export is not held up by it.
 */
let t: TestApp;
useTestApp((app) => {
  t = app;
});

const CONVERT = `mutation($id:Int!, $format:String!){ convertAudio(input:{ podcastId:$id, format:$format }){ status } }`;

describe('exports, one at a time per user', () => {
  it('refuses a second export of the same user while the first is made, and lets another user export', async () => {
    const me = await createCreator(t);
    const other = await createCreator(t);
    const mine = await createPodcastWithAudio(t, me.user.id, { seconds: 30 });
    const theirs = await createPodcastWithAudio(t, other.user.id, { seconds: 30 });
    const convert = (who: { accessToken: string }, id: number, format: string) =>
      graphql(t, who.accessToken, CONVERT, { id, format });
    const [wav, flac, others] = await Promise.all([
      convert(me, mine.id, 'wav'),
      convert(me, mine.id, 'flac'),
      convert(other, theirs.id, 'wav'),
    ]);
    const mineAnswers = [wav, flac].map((answer) => answer.errors?.[0]?.message ?? answer.data?.convertAudio.status);
    expect(mineAnswers.sort()).toEqual([EXPORT_IN_FLIGHT_MESSAGE, 'SUCCESS'].sort());
    expect(others.data?.convertAudio.status).toBe('SUCCESS');
    // The slot is free again once the export is made.
    expect((await convert(me, mine.id, 'flac')).data?.convertAudio.status).toBe('SUCCESS');
  });
});
