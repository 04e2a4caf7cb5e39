import type { Db } from '../../../platform/db/client';
import { insertRun, insertSeries, moveRun } from '../series.repository';

/**
 * A series of the user on their show, watching an address no run may fetch (a private one, refused at once), and
 * a run of it waiting for approval with the podcast given.
 */
export async function insertSeriesWithRun(db: Db, userId: number, showId: string, podcastId: number) {
  const [voice] = (
    await db.execute<{ option_key: string }>(
      "select option_key from voices where provider = 'espeak' and user_id is null order by id limit 1",
    )
  ).rows;
  const row = await insertSeries(db, {
    userId,
    showId,
    name: 'Owner series',
    sources: ['http://127.0.0.1:9/feed.xml'],
    cadence: 'daily',
    time: '08:00',
    timeZone: 'UTC',
    settings: {
      format: 'brief',
      duration: 2,
      tone: 'Formal',
      language: 'en-IN',
      host: 'Asha',
      guest: null,
      hostVoice: voice?.option_key ?? '',
      guestVoice: null,
    },
    nextRunAt: new Date(Date.now() + 86_400_000),
  });
  const run = await insertRun(db, { seriesId: row.id, userId });
  if (!run) throw new Error('the run was not inserted');
  await moveRun(db, run.id, 'QUEUED', { status: 'AWAITING_APPROVAL', podcastId, finishedAt: new Date() });
  return { seriesId: row.id, seriesRunId: run.id, hostVoice: voice?.option_key ?? '' };
}
