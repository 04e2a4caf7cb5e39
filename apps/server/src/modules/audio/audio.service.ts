import {
  type AudioRequestInput,
  hasRenderMusic,
  MESSAGES,
  parseTranscript,
  type RenderMusic,
  renderMusicInput,
  type StartedAudio,
} from '@podloom/contract';
import type { DbOrTx, Tx } from '../../platform/db/client';
import { badRequest, notFound, tooManyRequests } from '../../platform/http/errors';
import { parseInput } from '../../platform/http/validation';
import type { AppServices } from '../../platform/services';
import { takeUserSlot } from '../music';
import type { PodcastRow, PodcastsService } from '../podcasts';
import { assertSameUser, type RunsService } from '../runs';
import { renderTier, type VoicesService } from '../voices';
import { type AudioJobPayload, audioJobPayload, audioRun } from './audio.jobs';
import { AUDIO_URL_SECONDS, fileNameFor } from './audio-files';
import { exportAudio, exportInput } from './export';
import { type MusicLibrary, musicKeys } from './music-choice';
import { RenderJob } from './render-job';
import { spokenSeconds } from './spoken-length';

/** Seconds until a render is likely done: eSpeak reads far faster than real time, encoding is the rest. */
export function audioEta(wordCount: number): number {
  const spokenSeconds = (wordCount / 150) * 60;
  return Math.ceil(8 + spokenSeconds / 40);
}

/**
 * What a render must be allowed by before it is queued (billing answers it: the plan's minutes and voice tiers).
 * Declared here, so audio never imports billing (billing already listens to audio's render-finished event).
 */
export interface RenderAllowance {
  assertRenderAllowed(userId: number, render: { estimatedSeconds: number; voiceTiers: string[] }): Promise<void>;
  /**
   * The minutes check made again under the user's lock, with the user's live renders' estimates counted:
   * answers the seconds this render may last.
   */
  minutesGate(
    userId: number,
  ): Promise<(tx: Tx, render: { estimatedSeconds: number; pendingSeconds: number }) => Promise<number>>;
}

/**
 * The plan's storage, asked before `bytes` of an export are stored: throws the sentence when full. With `hold`, the
 * bytes are held on the user's export slot until it is freed, so a render started meanwhile counts them.
 */
export type AudioStorageCheck = (
  userId: number,
  bytes: number,
  what: 'render' | 'export',
  hold?: 'export',
) => Promise<void>;

/**
 * The plan's storage before a render is queued: refuses now, and answers the check startJob repeats under the user's
 * lock, on its transaction, with what the user's jobs not finished yet will store.
 */
export type RenderStorageGate = (
  userId: number,
  bytes: number,
  what: 'render',
) => Promise<(tx: DbOrTx) => Promise<void>>;

/** The plan's storage as audio asks it: renders through the gate, exports by their encoded size. */
export interface AudioStorage {
  gate: RenderStorageGate;
  check: AudioStorageCheck;
}

/** The refusal of a second export while one of the user's is being made. */
export const EXPORT_IN_FLIGHT_MESSAGE =
  'One of your exports is being made. Please wait for it to finish, then try again.';

/**
 * What a second of render takes in storage, for the quota check before it is queued: the VBR speech mix (about
 * 55 kbps) with its speakers' stems, rounded up to 128 kbps.
 */
export const RENDER_BYTES_PER_SECOND = 16_000;

/** Spoken seconds a live render was estimated at (a row written before estimates were stored: from its eta). */
function liveEstimate(payload: unknown): number {
  const parsed = audioJobPayload.safeParse(payload);
  if (!parsed.success) return 0;
  return parsed.data.estimatedSeconds ?? Math.max(0, (parsed.data.eta - 8) * 40);
}

export class AudioService {
  /** The audio job's handler, registered with runs. */
  readonly renderJob: RenderJob;

  constructor(
    private readonly services: AppServices,
    private readonly runs: RunsService,
    private readonly podcasts: PodcastsService,
    private readonly voices: VoicesService,
    private readonly allowance: RenderAllowance,
    private readonly storage: AudioStorage,
    private readonly music: MusicLibrary,
  ) {
    this.renderJob = new RenderJob(services, podcasts, voices, music);
  }

  /** Saves the podcast's intro, bed and outro (items of the caller's music library, checked) for its next render. */
  async setMusic(userId: number, podcastId: number, input: unknown) {
    const music = parseInput(renderMusicInput, input);
    await musicKeys(this.music, userId, music);
    const row = await this.services.db.transaction(async (tx) => {
      const podcast = await this.podcasts.ownedPodcast(userId, podcastId, tx);
      return this.podcasts.update(podcast.id, { settings: { ...podcast.settings, music } }, tx);
    });
    if (!row) throw notFound('We could not find that podcast.');
    return this.podcasts.view(row);
  }

  /** POST /generate/audio: checks the podcast and voices now, so a bad request fails before any work is queued. */
  async startAudio(userId: number, input: AudioRequestInput, requestId?: string): Promise<StartedAudio> {
    assertSameUser(userId, input.user_id, input.userID);
    const lines = parseTranscript(input.conversation_output);
    if (lines.length === 0) throw badRequest('The script needs at least one line written as "Speaker: text".');
    const podcast = await this.podcasts.ownedPodcast(userId, input.podcast_id);
    const twoVoices = input.no_of_speaker >= 2;
    const more = input.more_speakers.slice(0, Math.max(0, input.no_of_speaker - 2));
    const hostVoice = await this.voices.resolveVoice(input.host_voice as string, userId);
    const guestVoice = twoVoices ? await this.voices.resolveVoice(input.guest_voice as string, userId) : null;
    const moreVoices = [];
    for (const speaker of more) moreVoices.push(await this.voices.resolveVoice(speaker.voice as string, userId));
    const words = lines.reduce((n, l) => n + l.text.split(/\s+/).length, 0);
    // Estimated from what the voices will say (numbers, capitals and symbols as they are read), not word count.
    const estimatedSeconds = spokenSeconds(lines.map((line) => line.text));
    // The plan's voice tiers and minutes are checked before anything is queued or stored.
    await this.allowance.assertRenderAllowed(userId, {
      estimatedSeconds,
      voiceTiers: [hostVoice, guestVoice, ...moreVoices].flatMap((voice) => (voice ? [renderTier(voice)] : [])),
    });
    const renderBytes = Math.ceil(estimatedSeconds * RENDER_BYTES_PER_SECOND);
    const storageRecheck = await this.storage.gate(userId, renderBytes, 'render');
    // The request's music, else the podcast's saved choice; every item must still be the caller's.
    const music: RenderMusic | undefined = input.music ?? podcast.settings.music;
    if (music) await musicKeys(this.music, userId, music);
    const payload: AudioJobPayload = {
      hostVoice: input.host_voice as string,
      guestVoice: twoVoices ? (input.guest_voice ?? null) : null,
      host: input.host ?? null,
      guest: twoVoices ? (input.guest ?? null) : null,
      moreSpeakers: more.map((s) => ({ name: s.name, voice: s.voice as string })),
      speakers: input.speakers.map((s) => ({
        name: s.name ?? null,
        voice: s.voice ?? null,
        speed: s.speed,
        pitch: s.pitch,
      })),
      ...(hasRenderMusic(music) ? { music } : {}),
      backchannels: input.backchannels,
      eta: audioEta(words),
      estimatedSeconds,
    };
    const minutesGate = await this.allowance.minutesGate(userId);
    const started = await this.runs.startJob(userId, audioRun, {
      payload,
      eta: payload.eta,
      requestId,
      // Under the user's lock: the renders still queued or running count with their estimates.
      admit: async (tx, live) => {
        const pendingSeconds = live.reduce((sum, job) => sum + liveEstimate(job.payload), 0);
        return { maxSeconds: await minutesGate(tx, { estimatedSeconds, pendingSeconds }) };
      },
      // Renders and clips not finished yet hold their estimates: two started at once cannot both fill the plan.
      storage: { bytes: renderBytes, check: storageRecheck },
      // The script as the user sees it is the one to read: stored (normalised) with the job, after the limits
      // passed, so a refused request leaves the transcript and its audio as they were.
      // Until the render lands or fails the podcast is 'rendering', and its script cannot be changed.
      podcast: async (tx) => {
        await this.podcasts.updateTranscript(userId, podcast.id, input.conversation_output, tx);
        const settings = input.music ? { settings: { ...podcast.settings, music: input.music } } : {};
        await this.podcasts.update(podcast.id, { status: 'rendering', ...settings }, tx);
        return podcast;
      },
    });
    return { ...started, db_status: 'SUCCESS' };
  }

  /** Spec 000 §7 podcastPresignedUrl: the caller's podcast's audio, or `error` when there is none yet. */
  async presignedUrl(userId: number, podcastId: number) {
    const podcast = await this.podcasts.ownedPodcast(userId, podcastId);
    return this.presigned(podcast);
  }

  /** The browser's audio fallback: the podcast a job rendered, once its audio exists. */
  async presignedUrlByBatchJob(userId: number, batchJobId: string) {
    const job = await this.runs.jobByBatch(batchJobId);
    if (!job || job.userId !== userId || !job.podcastId) throw notFound('We could not find that generation.');
    const podcast = await this.podcasts.ownedPodcast(userId, job.podcastId);
    // Until this job (a render or a mixdown; a script job makes no audio) has finished, the podcast's audio (if
    // any) is an older render, not the one asked about.
    if (job.kind !== 'script' && job.status !== 'succeeded') {
      return { podcastId: podcast.id, presignedUrl: null, error: 'The audio is still being generated.' };
    }
    return this.presigned(podcast);
  }

  /** convertAudio: an export in the chosen format and quality, as a download link (spec 000 §3 Export input). */
  async convert(
    userId: number,
    podcastId: number | null | undefined,
    format: string | null | undefined,
    choice: { quality?: number | null; sampleRate?: number | null; bitDepth?: number | null } = {},
  ) {
    if (!podcastId) throw badRequest(MESSAGES.exportPodcastRequired);
    if (!format) throw badRequest(MESSAGES.exportFormatRequired);
    const podcast = await this.podcasts.ownedPodcast(userId, podcastId);
    if (!podcast.storagePath) throw badRequest(MESSAGES.noAudioYet);
    const request = parseInput(exportInput, {
      sourceKey: podcast.storagePath,
      format,
      quality: choice.quality ?? undefined,
      sampleRate: choice.sampleRate ?? undefined,
      bitDepth: choice.bitDepth ?? undefined,
    });
    // One export of a user at a time, in every process: exports run ffmpeg within the request, and a user firing many
    // at once would hold every core (and each would count only the files stored before the others).
    const release = await takeUserSlot(this.services.db, userId, 'export');
    if (!release) throw tooManyRequests(EXPORT_IN_FLIGHT_MESSAGE);
    const exported = await exportAudio({
      storage: this.services.storage,
      ...request,
      // Encoded, not yet kept: an export that would pass the plan's storage is refused with the sentence; one that
      // fits holds its bytes on the export slot while it is stored.
      beforeStore: (bytes) => this.storage.check(userId, bytes, 'export', 'export'),
    }).finally(release);
    const base = (podcast.fileName ?? fileNameFor(podcast.title)).replace(/\.mp3$/, '');
    const newFileUrl = await this.services.storage.signedUrl(exported.key, {
      expiresInSeconds: AUDIO_URL_SECONDS,
      downloadName: `${base}.${exported.key.split('.').pop()}`,
    });
    return {
      status: 'SUCCESS',
      message: 'Audio converted successfully.',
      newFileUrl,
      loudness: exported.loudness,
      gainDb: exported.gainDb,
    };
  }

  private async presigned(podcast: PodcastRow) {
    if (!podcast.storagePath) return { podcastId: podcast.id, presignedUrl: null, error: MESSAGES.noAudioYet };
    const presignedUrl = await this.services.storage.signedUrl(podcast.storagePath, {
      expiresInSeconds: AUDIO_URL_SECONDS,
    });
    return { podcastId: podcast.id, presignedUrl, error: null };
  }
}
