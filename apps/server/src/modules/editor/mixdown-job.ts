import type { EditorTrack } from '@podloom/contract';
import { badRequest, notFound } from '../../platform/http/errors';
import type { AppServices } from '../../platform/services';
import { resolveFfmpeg } from '../../providers/audio/ffmpeg';
import { measureLoudness } from '../../providers/audio/loudness-report';
import { deleteRevision, newRevision, nextRevisions, renderKeys, revisionFiles } from '../audio';
import type { MusicService } from '../music';
import type { PodcastRow, PodcastsService } from '../podcasts';
import type { Run, RunHandler, RunOutcome } from '../runs';
import { type mixdownJobPayload, mixdownRun } from './editor.jobs';
import { type EditorProjectRow, findProject } from './editor.repository';
import { audibleTracks, PROJECT_NOT_FOUND, SIGNED_URL_SECONDS } from './editor-rules';
import { MixdownError, type MixdownInput, type MixdownResult, mixdown } from './mixdown';

type MixdownRun = Run<typeof mixdownJobPayload>;

/** The mixdown job's handler: mixes the saved tracks and makes the result the podcast's current audio. */
export class MixdownJob implements RunHandler<typeof mixdownJobPayload> {
  readonly kind = mixdownRun;
  /** A mixdown that fails leaves the podcast with the audio it had. */
  readonly failedStatus = 'ready';
  readonly unexpected = 'the mixdown could not be made';

  constructor(
    private readonly services: AppServices,
    private readonly podcasts: PodcastsService,
    private readonly music: Pick<MusicService, 'owned'>,
  ) {}

  eta(payload: MixdownRun['payload']): number {
    return payload.eta;
  }

  async run(run: MixdownRun): Promise<RunOutcome> {
    const { job, payload } = run;
    const project = await findProject(this.services.db, payload.projectId);
    const podcast = await this.podcasts.find(job.podcastId);
    if (!project || project.userId !== job.userId) throw notFound(PROJECT_NOT_FOUND);
    if (!podcast) throw notFound('We could not find that podcast.');
    const mixed = await mixdown({
      ...(await mixdownSources(this.services, this.music, job.userId, project, podcast)),
      signal: run.signal,
      title: podcast.title,
      onProgress: (stage, done, total) => run.progress.report({ stage, done, total }),
    }).catch((error) => {
      throw error instanceof MixdownError ? badRequest(error.message) : error;
    });
    const key = await this.store(run, project, podcast, mixed);
    const fileSas = await this.services.storage.signedUrl(key, { expiresInSeconds: SIGNED_URL_SECONDS });
    return {
      result: { file_sas: fileSas, podcast_id: podcast.id },
      progress: { stage: 'done', done: 1, total: 1 },
    };
  }

  /** The mix becomes the podcast's audio, as a new revision; answers its key. */
  private async store(run: MixdownRun, project: EditorProjectRow, podcast: PodcastRow, mixed: MixdownResult) {
    const revision = newRevision();
    const key = renderKeys(podcast.id, revision).audio;
    await this.services.storage.put(key, mixed.mp3, { contentType: 'audio/mpeg' });
    const loudness = await measureLoudness(resolveFfmpeg(), mixed.mp3, { signal: run.signal });
    const current = (await this.podcasts.find(podcast.id)) ?? podcast;
    const { revisions, stale } = nextRevisions(current.settings, revision);
    await this.podcasts.update(podcast.id, {
      storagePath: key,
      duration: mixed.durationSeconds,
      fileType: 'audio/mpeg',
      status: 'ready',
      error: null,
      settings: {
        ...current.settings,
        revisions,
        loudness,
        mixdown: { projectId: project.id, revision, speechStart: mixed.introSeconds },
      },
    });
    await this.removeStale(run, podcast.id, stale, current.settings.stems ?? {});
    return key;
  }

  /** Old revisions go, except the stems the editor still plays (they belong to the render, not the mixdown). */
  private async removeStale(run: MixdownRun, podcastId: number, stale: string[], stems: Record<string, string>) {
    const { storage } = this.services;
    for (const revision of stale) {
      const files = revisionFiles(podcastId, revision);
      const inUse = files.folders.some((folder) => Object.values(stems).some((key) => key.startsWith(`${folder}/`)));
      const removal = inUse
        ? Promise.all(files.keys.map((key) => storage.delete(key)))
        : deleteRevision(storage, podcastId, revision);
      await removal.catch((error) =>
        run.log.warn({ err: error, podcastId, revision }, 'old audio revision not deleted'),
      );
    }
  }
}

/** Local files for ffmpeg: the podcast's stems and the caller's music, as the saved tracks name them. */
export async function mixdownSources(
  services: Pick<AppServices, 'storage'>,
  music: Pick<MusicService, 'owned'>,
  userId: number,
  project: Pick<EditorProjectRow, 'tracks'>,
  podcast: Pick<PodcastRow, 'settings'>,
): Promise<Omit<MixdownInput, 'signal'>> {
  const { storage } = services;
  const stems = podcast.settings.stems ?? {};
  const fileOf = async (track: EditorTrack): Promise<string | null> => {
    const source = track.source;
    if (!source) return null;
    if (source.kind === 'stem') {
      const key = stems[source.speaker];
      return key ? storage.localPath(key) : null;
    }
    const item = await music.owned(userId, source.musicId).catch(() => null);
    return item ? storage.localPath(item.musicPath) : null;
  };
  const input: Omit<MixdownInput, 'signal'> = { tracks: {} };
  for (const track of audibleTracks(project.tracks)) {
    const file = await fileOf(track);
    if (file) input.tracks[track.id] = { file, volume: track.volume, clip: track.clip };
  }
  return input;
}
