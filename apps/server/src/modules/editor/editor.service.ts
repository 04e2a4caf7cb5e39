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
import { RENDER_BYTES_PER_SECOND } from '../audio';
import type { MusicService } from '../music';
import type { PodcastRow, PodcastsService } from '../podcasts';
import type { RunsService } from '../runs';
import { mixdownRun } from './editor.jobs';
import {
  type EditorProjectRow,
  findOwnedProject,
  findUserProject,
  insertProject,
  updateProjectTracks,
} from './editor.repository';
import { audibleTracks, EDITOR_MESSAGES, mixdownEta, PROJECT_NOT_FOUND, SIGNED_URL_SECONDS } from './editor-rules';
import { mixdownSeconds } from './mixdown';
import { MixdownJob, mixdownSources } from './mixdown-job';

export const MIXDOWN_WHILE_RENDERING =
  "This podcast's audio is being made right now. Export the mixdown once it is ready.";

/** The audio editor (spec 001 §2): projects saved on the server, and the mixdown into a new audio revision. */
export class EditorService {
  /** The mixdown job's handler, registered with runs. */
  readonly mixdownJob: MixdownJob;

  constructor(
    private readonly services: AppServices,
    private readonly podcasts: PodcastsService,
    private readonly music: MusicService,
    private readonly runs: RunsService,
  ) {
    this.mixdownJob = new MixdownJob(services, podcasts, music);
  }

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

  /** Export Mixdown: checked now, mixed by a job whose progress goes out on the job's stream. */
  async startMixdown(userId: number, projectId: number, requestId?: string): Promise<StartedJob> {
    const row = await this.owned(userId, projectId);
    if (row.podcastId === null) throw badRequest(EDITOR_MESSAGES.noPodcast);
    const podcast = await this.podcasts.ownedPodcast(userId, row.podcastId);
    if (audibleTracks(row.tracks).length === 0) throw badRequest(EDITOR_MESSAGES.nothingToMix);
    const eta = mixdownEta(podcast.duration ?? 60);
    // Measuring the tracks runs ffprobe: a user at the job limits is refused before that.
    await this.runs.assertMayStart(userId, mixdownRun);
    // The mix becomes a new revision of the podcast's audio: its length (the tracks measured, laid out as the
    // mixdown will lay them) is held against the plan's storage until the job ends.
    const sources = await mixdownSources(this.services, this.music, userId, row, podcast);
    // A track that cannot be measured fails the job with its sentence; until then the podcast's length stands in.
    const seconds = await mixdownSeconds(sources).catch(() => podcast.duration ?? 0);
    const bytes = Math.ceil(seconds * RENDER_BYTES_PER_SECOND);
    // The plan's storage is music's quota (the library's own module), asked now and again under the user's lock.
    const storageRecheck = await this.music.quota.gate(userId, bytes, 'mixdown');
    return this.runs.startJob(userId, mixdownRun, {
      payload: { projectId: row.id, eta },
      eta,
      requestId,
      storage: { bytes, check: storageRecheck },
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

  private async owned(userId: number, projectId: number): Promise<EditorProjectRow> {
    const row = Number.isSafeInteger(projectId) ? await findOwnedProject(this.services.db, userId, projectId) : null;
    if (!row) throw notFound(PROJECT_NOT_FOUND);
    return row;
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
          clip: track.clip,
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
