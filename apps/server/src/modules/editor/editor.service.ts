import {
  defaultEditorTracks,
  EDITOR_TRACK_NAMES,
  type EditorTrack,
  editorTracksInput,
  type StartedJob,
} from '@podloom/contract';
import { badRequest, conflict, notFound } from '../../platform/http/errors';
import { parseInput } from '../../platform/http/validation';
import type { AppServices } from '../../platform/services';
import { deleteRevision, newRevision, nextRevisions, renderKeys, revisionFiles } from '../audio';
import { type GenerationService, type JobRun, mixdownJobPayload, readJobColumn } from '../generation';
import type { MusicService } from '../music';
import type { PodcastRow, PodcastsService } from '../podcasts';
import { mixdownJob } from './editor.jobs';
import {
  type EditorProjectRow,
  findOwnedProject,
  findProject,
  findUserProject,
  insertProject,
  updateProjectTracks,
} from './editor.repository';
import { MixdownError, type MixdownInput, mixdown } from './mixdown';

const PROJECT_NOT_FOUND = 'We could not find that project.';
const SIGNED_URL_SECONDS = 60 * 60;
export const EDITOR_MESSAGES = {
  projectNotFound: PROJECT_NOT_FOUND,
  noPodcast: 'Open a rendered podcast in the editor to export a mixdown.',
  nothingToMix: 'Every track is muted or empty: there is nothing to mix.',
  noStem: 'That speaker has no rendered audio in this podcast.',
} as const;

/** Seconds a mixdown is likely to take: ffmpeg mixes and encodes a programme some 200× faster than real time. */
export const mixdownEta = (seconds: number) => Math.ceil(4 + seconds / 200);

/** The tracks that sound: unmuted, with a source and some volume; when any is soloed, only the soloed ones. */
export function audibleTracks(tracks: readonly EditorTrack[]): EditorTrack[] {
  const soloed = tracks.some((t) => t.solo);
  return tracks.filter((t) => t.source && t.volume > 0 && !t.muted && (!soloed || t.solo));
}

export const MIXDOWN_WHILE_RENDERING =
  "This podcast's audio is being made right now. Export the mixdown once it is ready.";

/** The audio editor (spec 001 §2): projects saved on the server, and the mixdown into a new audio revision. */
export class EditorService {
  constructor(
    private readonly services: AppServices,
    private readonly podcasts: PodcastsService,
    private readonly music: MusicService,
    private readonly generation: GenerationService,
  ) {}

  /** The caller's project for a podcast (made on first opening, its stems on the speaker tracks), or a blank one. */
  async project(userId: number, podcastId: number | null) {
    const podcast = podcastId === null ? null : await this.podcasts.ownedPodcast(userId, podcastId);
    let row = await findUserProject(this.services.db, userId, podcast?.id ?? null);
    if (!row) {
      const tracks = defaultEditorTracks();
      stemsOf(podcast)
        .slice(0, 2)
        .forEach((speaker, i) => {
          (tracks[i] as EditorTrack).source = { kind: 'stem', speaker };
        });
      row = await insertProject(this.services.db, {
        userId,
        podcastId: podcast?.id ?? null,
        name: podcast?.title ?? 'Untitled project',
        tracks,
      });
    }
    return this.view(row, podcast);
  }

  /** Stores the five tracks as the browser has them; every source must be the caller's (music) or the podcast's. */
  async save(userId: number, projectId: number, input: unknown) {
    const row = await this.owned(userId, projectId);
    const tracks = parseInput(editorTracksInput, input);
    const podcast = row.podcastId === null ? null : await this.podcasts.find(row.podcastId);
    const stems = stemsOf(podcast);
    for (const track of tracks) {
      if (track.source?.kind === 'music') await this.music.owned(userId, track.source.musicId);
      if (track.source?.kind === 'stem' && !stems.includes(track.source.speaker))
        throw badRequest(EDITOR_MESSAGES.noStem);
    }
    const saved = await updateProjectTracks(this.services.db, row.id, tracks, new Date(this.services.now()));
    if (!saved) throw notFound(PROJECT_NOT_FOUND);
    return this.view(saved, podcast);
  }

  /** Export Mixdown: checked now, mixed by a job whose progress goes out on the generation stream. */
  async startMixdown(userId: number, projectId: number, requestId?: string): Promise<StartedJob> {
    const row = await this.owned(userId, projectId);
    if (row.podcastId === null) throw badRequest(EDITOR_MESSAGES.noPodcast);
    const podcast = await this.podcasts.ownedPodcast(userId, row.podcastId);
    if (audibleTracks(row.tracks).length === 0) throw badRequest(EDITOR_MESSAGES.nothingToMix);
    const eta = mixdownEta(podcast.duration ?? 60);
    return this.generation.startJob(userId, mixdownJob, eta, {
      kind: 'mixdown',
      payload: { projectId: row.id, eta },
      requestId,
      // One job writes a podcast's audio at a time: a mixdown waits for a render (or another mixdown) to land, and
      // the podcast is 'rendering' from now until the mixdown lands or fails (its script cannot change meanwhile).
      podcast: async (tx) => {
        const current = await this.podcasts.ownedPodcast(userId, podcast.id, tx);
        if (current.status === 'rendering') throw conflict(MIXDOWN_WHILE_RENDERING);
        await this.podcasts.update(podcast.id, { status: 'rendering' }, tx);
        return current;
      },
    });
  }

  /** The mixdown job's handler: mixes the saved tracks and makes the result the podcast's current audio. */
  runMixdownJob(refId: string, run: JobRun): Promise<void> {
    const { storage } = this.services;
    return this.generation.runJob(
      refId,
      run,
      { podcastStatusOnFailure: 'ready', unexpected: 'the mixdown could not be made' },
      async (job, signal) => {
        const payload = readJobColumn(mixdownJobPayload, job.payload, 'payload', refId);
        const project = await findProject(this.services.db, payload.projectId);
        const podcast = await this.podcasts.find(job.podcastId);
        if (!project || project.userId !== job.userId) throw notFound(PROJECT_NOT_FOUND);
        if (!podcast) throw notFound('We could not find that podcast.');
        const input = await this.mixdownInput(job.userId, project, podcast);
        const mixed = await mixdown({
          ...input,
          signal,
          title: podcast.title,
          onProgress: (stage, done, total) => {
            void this.generation.publish(refId, { progress: { stage, done, total } }).catch(() => undefined);
          },
        }).catch((error) => {
          throw error instanceof MixdownError ? badRequest(error.message) : error;
        });
        const revision = newRevision();
        const key = renderKeys(podcast.id, revision).audio;
        await storage.put(key, mixed.mp3, { contentType: 'audio/mpeg' });
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
            mixdown: { projectId: project.id, revision, speechStart: mixed.introSeconds },
          },
        });
        await this.removeStale(podcast.id, stale, current.settings.stems ?? {});
        const fileSas = await storage.signedUrl(key, { expiresInSeconds: SIGNED_URL_SECONDS });
        return {
          result: { file_sas: fileSas, podcast_id: podcast.id },
          progress: { stage: 'done', done: 1, total: 1 },
        };
      },
    );
  }

  private async owned(userId: number, projectId: number): Promise<EditorProjectRow> {
    const row = Number.isSafeInteger(projectId) ? await findOwnedProject(this.services.db, userId, projectId) : null;
    if (!row) throw notFound(PROJECT_NOT_FOUND);
    return row;
  }

  /** Local files for ffmpeg: the podcast's stems and the caller's music, as the saved tracks name them. */
  private async mixdownInput(userId: number, project: EditorProjectRow, podcast: PodcastRow) {
    const { storage } = this.services;
    const stems = podcast.settings.stems ?? {};
    const fileOf = async (track: EditorTrack): Promise<string | null> => {
      const source = track.source;
      if (!source) return null;
      if (source.kind === 'stem') {
        const key = stems[source.speaker];
        return key ? storage.localPath(key) : null;
      }
      const item = await this.music.owned(userId, source.musicId).catch(() => null);
      return item ? storage.localPath(item.musicPath) : null;
    };
    const input: Omit<MixdownInput, 'signal'> = { speech: [] };
    for (const track of audibleTracks(project.tracks)) {
      const file = await fileOf(track);
      if (!file) continue;
      const entry = { file, volume: track.volume };
      if (track.id === 'speaker1' || track.id === 'speaker2') input.speech.push(entry);
      else input[track.id] = entry;
    }
    return input;
  }

  /** Old revisions go, except the stems the editor still plays (they belong to the render, not the mixdown). */
  private async removeStale(podcastId: number, stale: string[], stems: Record<string, string>) {
    const { storage, log } = this.services;
    for (const revision of stale) {
      const files = revisionFiles(podcastId, revision);
      const inUse = files.folders.some((folder) => Object.values(stems).some((key) => key.startsWith(`${folder}/`)));
      const removal = inUse
        ? Promise.all(files.keys.map((key) => storage.delete(key)))
        : deleteRevision(storage, podcastId, revision);
      await removal.catch((error) => log.warn({ err: error, podcastId, revision }, 'old audio revision not deleted'));
    }
  }

  private async view(row: EditorProjectRow, podcast: PodcastRow | null) {
    const { storage } = this.services;
    const stems = podcast?.settings.stems ?? {};
    const signed = (key: string) => storage.signedUrl(key, { expiresInSeconds: SIGNED_URL_SECONDS });
    const tracks = await Promise.all(
      row.tracks.map(async (track) => {
        let label: string | null = null;
        let url: string | null = null;
        if (track.source?.kind === 'stem' && stems[track.source.speaker]) {
          label = track.source.speaker;
          url = await signed(stems[track.source.speaker] as string);
        } else if (track.source?.kind === 'music') {
          const item = await this.music.owned(row.userId, track.source.musicId).catch(() => null);
          if (item) {
            label = item.musicName;
            url = await signed(item.musicPath);
          }
        }
        return {
          id: track.id,
          name: EDITOR_TRACK_NAMES[track.id],
          volume: track.volume,
          muted: track.muted,
          solo: track.solo,
          speaker: track.source?.kind === 'stem' ? track.source.speaker : null,
          musicId: track.source?.kind === 'music' ? track.source.musicId : null,
          label,
          url,
        };
      }),
    );
    return {
      id: row.id,
      podcastId: row.podcastId,
      name: row.name,
      updatedAt: row.updatedAt.toISOString(),
      tracks,
      speakers: stemsOf(podcast),
    };
  }
}

/** The podcast's rendered speakers, in the order they first speak. */
function stemsOf(podcast: PodcastRow | null): string[] {
  const stems = podcast?.settings.stems ?? {};
  const order = (podcast?.settings.lineTimings ?? []).map((t) => t.speaker);
  return Object.keys(stems).sort((a, b) => rank(order, a) - rank(order, b));
}

const rank = (order: string[], speaker: string) => {
  const i = order.indexOf(speaker);
  return i < 0 ? Number.MAX_SAFE_INTEGER : i;
};
