import type { TestApp } from '../../../test/app';
import { buyPlan } from '../../billing/testing/billing-test-kit';
import { cloneSamplesFolderOf, musicFolderOf } from '../../music';
import { createPublishedEpisode, makeMp3 } from '../../publishing/testing/publishing-test-kit';
import { enclosureDownloads, music, voiceCloneConsents } from '../../schema';
import { insertClonedVoice } from '../../voices/testing/clone-kit';

/** A creator with one of everything: a rendered, published episode, music, a cloned voice, a payment, a download. */
export async function creatorWithEverything(t: TestApp, givenName: string, title: string) {
  const show = await createPublishedEpisode(t, { user: { givenName }, podcast: { title } });
  const { db, storage } = t.services;
  const userId = show.user.id;
  await storage.put(`${musicFolderOf(userId)}${givenName}-song.mp3`, await makeMp3(1, 330), {
    contentType: 'audio/mpeg',
  });
  await db
    .insert(music)
    .values({ userId, musicName: `${givenName} song`, musicPath: `${musicFolderOf(userId)}song.mp3` });
  const optionKey = await insertClonedVoice(db, userId);
  await storage.put(`${cloneSamplesFolderOf(userId)}${givenName}-sample.wav`, Buffer.from(`RIFF ${givenName} sample`));
  await db.insert(voiceCloneConsents).values({
    userId,
    optionKey,
    consented: true,
    statement: `I, ${givenName}, own this voice.`,
    ipAddress: '127.0.0.1',
    consentedAt: new Date(),
  });
  await buyPlan(t, { id: userId, token: show.accessToken });
  await db.insert(enclosureDownloads).values({
    episodeId: show.episode.episodeId,
    listenerHash: `listener-${givenName}`,
    windowStart: new Date(),
    bytesDelivered: 5000,
    app: 'Overcast',
    country: 'IN',
    countedAt: new Date(),
  });
  return show;
}
