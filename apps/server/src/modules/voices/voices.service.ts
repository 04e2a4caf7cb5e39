import { randomBytes } from 'node:crypto';
import type { Config } from '../../config';
import type { Db } from '../../platform/db/client';
import { badRequest, notFound } from '../../platform/http/errors';
import { decodeToPcm, type FfmpegBinaries, resolveFfmpeg } from '../../providers/audio/ffmpeg';
import { estimatePitch } from '../../providers/audio/pitch';
import type { FileStorage } from '../../providers/storage/storage';
import type { ElevenLabsProvider } from '../../providers/tts/elevenlabs';
import type { VoiceRef, VoiceSynthesizer } from '../../providers/tts/tts';
import { VoicePreviews } from './voice-preview';
import { espeakLanguageFor } from './voices.catalogue';
import { findVoiceByKey, findVoices, insertUserVoice, type VoiceRow } from './voices.repository';

export const VOICE_UNAVAILABLE_MESSAGE = 'That voice is not available any more. Please choose another voice.';
/** Spec 000 §2 Voice Cloning: uploads are mp3 or wav. */
export const CLONE_FORMAT_MESSAGE = 'Please upload an .mp3 or .wav file.';
export const CLONE_FIELDS_MESSAGE = 'Please enter a voice name and choose a gender.';

export interface ResolvedVoice extends VoiceRef {
  optionKey: string;
  name: string;
  gender: 'male' | 'female';
  voiceType: VoiceRow['voiceType'];
}

export interface CloneVoiceInput {
  userId: number;
  languageCode: string;
  name: string;
  gender: 'male' | 'female';
  sample: Buffer;
  fileName: string;
}

/** The rules about voices: which one a key means, its preview, and cloning one from a recording. */
export class VoicesService {
  private readonly previews: VoicePreviews;
  private readonly ffmpeg: () => FfmpegBinaries;

  constructor(
    private readonly deps: {
      db: Db;
      storage: FileStorage;
      synthesizer: VoiceSynthesizer;
      config: Pick<Config, 'ffmpegPath'>;
    },
  ) {
    this.ffmpeg = () => resolveFfmpeg({ ffmpegPath: deps.config.ffmpegPath });
    this.previews = new VoicePreviews({ storage: deps.storage, synthesizer: deps.synthesizer, ffmpeg: this.ffmpeg });
  }

  /** Catalogue voices for a language, plus the caller's own cloned voices (the voices feature's options). */
  voicesFor(languageCode: string, userId: number | null): Promise<VoiceRow[]> {
    return findVoices(this.deps.db, languageCode, userId);
  }

  /** The voice an option key (host_voice / guest_voice) names, if this user may use it and it can speak. */
  async resolveVoice(optionKey: string, userId: number | null): Promise<ResolvedVoice> {
    const row = await findVoiceByKey(this.deps.db, optionKey, userId);
    if (!row || !this.deps.synthesizer.has(row.provider))
      throw badRequest(VOICE_UNAVAILABLE_MESSAGE, 'VOICE_UNAVAILABLE');
    return toResolved(row);
  }

  /** A signed URL of the voice's short sample, made on first request and kept in storage. */
  async previewUrl(optionKey: string, userId: number | null = null): Promise<{ key: string; url: string }> {
    const voice = await this.resolveVoice(optionKey, userId).catch(() => {
      throw notFound('We could not find that voice.');
    });
    const key = await this.previews.ensure(voice, voice.name);
    return { key, url: await this.deps.storage.signedUrl(key, { expiresInSeconds: 3600 }) };
  }

  /**
   * Clones a voice from one recording. With ElevenLabs configured it is a real clone (voice_type Ultra);
   * offline, the nearest eSpeak voice is tuned to the recording's pitch, so the clone at least follows
   * the speaker's register (voice_type Basic).
   */
  async cloneVoice(input: CloneVoiceInput): Promise<ResolvedVoice> {
    const extension = /\.(mp3|wav)$/i.exec(input.fileName)?.[1]?.toLowerCase();
    if (!extension) throw badRequest(CLONE_FORMAT_MESSAGE, 'CLONE_FORMAT');
    const name = input.name.trim();
    if (!name || !['male', 'female'].includes(input.gender)) throw badRequest(CLONE_FIELDS_MESSAGE, 'CLONE_FIELDS');
    const id = randomBytes(6).toString('hex');
    const sampleKey = `voices/samples/${input.userId}/${id}.${extension}`;
    await this.deps.storage.put(sampleKey, input.sample);

    const elevenLabs = this.deps.synthesizer.provider('elevenlabs') as ElevenLabsProvider | undefined;
    let provider: VoiceRow['provider'] = 'espeak';
    let providerVoiceId: string;
    if (elevenLabs) {
      provider = 'elevenlabs';
      providerVoiceId = await elevenLabs.cloneVoice({
        name,
        sample: input.sample,
        fileName: `${id}.${extension}`,
        contentType: extension === 'mp3' ? 'audio/mpeg' : 'audio/wav',
        labels: { gender: input.gender, language: input.languageCode },
      });
    } else {
      providerVoiceId = await this.approximateWithEspeak(input, sampleKey);
    }
    const row = await insertUserVoice(this.deps.db, {
      userId: input.userId,
      optionKey: `clone:${input.userId}:${id}`,
      provider,
      providerVoiceId,
      name,
      gender: input.gender,
      languageCode: input.languageCode,
      voiceType: provider === 'elevenlabs' ? 'Ultra' : 'Basic',
      displayOrder: 0,
      samplePath: sampleKey,
    });
    return toResolved(row);
  }

  private async approximateWithEspeak(input: CloneVoiceInput, sampleKey: string): Promise<string> {
    const file = await this.deps.storage.localPath(sampleKey);
    const pcm = await decodeToPcm(this.ffmpeg(), { file }, { sampleRate: 16_000 }).catch(() => {
      throw badRequest(
        'We could not read that recording. Please upload another .mp3 or .wav file.',
        'CLONE_UNREADABLE',
      );
    });
    const female = input.gender === 'female';
    const f0 = estimatePitch(pcm.samples, pcm.sampleRate) ?? (female ? 200 : 110);
    // eSpeak's pitch setting moves the base pitch by about an octave over 50 steps around its default.
    const reference = female ? 176 : 105;
    const pitch = Math.round(Math.min(99, Math.max(0, 50 + 50 * Math.log2(f0 / reference))));
    return `${espeakLanguageFor(input.languageCode)}+${female ? 'f4' : 'm3'}?pitch=${pitch}`;
  }
}

function toResolved(row: VoiceRow): ResolvedVoice {
  return {
    provider: row.provider,
    providerVoiceId: row.providerVoiceId,
    languageCode: row.languageCode,
    optionKey: row.optionKey,
    name: row.name,
    gender: row.gender,
    voiceType: row.voiceType,
  };
}
