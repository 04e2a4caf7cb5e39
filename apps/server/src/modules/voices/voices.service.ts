import { type InstallTier, VOICE_TIERS } from '@podloom/contract';
import type { Config } from '../../config';
import type { Db } from '../../platform/db/client';
import { badRequest, notFound } from '../../platform/http/errors';
import { type FfmpegBinaries, resolveFfmpeg } from '../../providers/audio/ffmpeg';
import type { FileStorage } from '../../providers/storage/storage';
import type { VoiceRef, VoiceSynthesizer } from '../../providers/tts/tts';
import {
  allowEveryClone,
  type CloneAllowance,
  type HeldSampleStore,
  type SampleStorageCheck,
  storeUnheld,
  VoiceCloner,
} from './clone/voice-cloner';
import { clonePreviewText } from './clone/voice-script';
import { applyPronunciations } from './pronunciation/pronunciation-rules';
import { PronunciationDictionary } from './pronunciation/pronunciations';
import { previewKeyFor, sampleSentence, VoicePreviews } from './voice-preview';
import { countCatalogueVoices, countOwnClones, findVoiceByKey, findVoices, type VoiceRow } from './voices.repository';

export const VOICE_UNAVAILABLE_MESSAGE = 'That voice is not available any more. Please choose another voice.';

export interface ResolvedVoice extends VoiceRef {
  optionKey: string;
  name: string;
  gender: 'male' | 'female';
  voiceType: VoiceRow['voiceType'];
}

/** The rules about voices: which one a key means, its preview, and (through `cloning`) cloned voices. */
export class VoicesService {
  private readonly previews: VoicePreviews;
  private readonly ffmpeg: () => FfmpegBinaries;
  /** Cloning a voice from a recording, naming and deleting clones. */
  readonly cloning: VoiceCloner;
  /** Each user's pronunciation dictionary, applied at render time. */
  readonly pronunciations: PronunciationDictionary;

  constructor(
    private readonly deps: {
      db: Db;
      storage: FileStorage;
      synthesizer: VoiceSynthesizer;
      config: Pick<Config, 'ffmpegPath'>;
      cloneAllowance?: CloneAllowance;
      storageCheck?: SampleStorageCheck;
      storeHeld?: HeldSampleStore;
    },
  ) {
    this.ffmpeg = () => resolveFfmpeg({ ffmpegPath: deps.config.ffmpegPath });
    this.pronunciations = new PronunciationDictionary(deps.db);
    this.previews = new VoicePreviews({ storage: deps.storage, synthesizer: deps.synthesizer, ffmpeg: this.ffmpeg });
    this.cloning = new VoiceCloner({
      db: deps.db,
      storage: deps.storage,
      synthesizer: deps.synthesizer,
      ffmpeg: this.ffmpeg,
      allowance: deps.cloneAllowance ?? allowEveryClone,
      storageCheck: deps.storageCheck ?? (async () => {}),
      storeHeld: deps.storeHeld ?? storeUnheld,
      previewUrl: async (row) => {
        const key = await this.previewOf(toResolved(row));
        return this.deps.storage.signedUrl(key, { expiresInSeconds: 3600 });
      },
      removePreview: (row) => {
        const voice = toResolved(row);
        return this.deps.storage.delete(previewKeyFor(voice, clonePreviewText(voice.languageCode)));
      },
    });
  }

  /** Catalogue voices for a language, plus the caller's own cloned voices (the voices feature's options). */
  voicesFor(languageCode: string, userId: number | null): Promise<VoiceRow[]> {
    return findVoices(this.deps.db, languageCode, userId);
  }

  /**
   * The voices this install offers per tier, for the plan cards: how many a language has at most, and which
   * languages have any (voices whose provider cannot speak here are pruned from the catalogue at start-up).
   */
  async tierOffer(): Promise<InstallTier[]> {
    const rows = await countCatalogueVoices(this.deps.db);
    return VOICE_TIERS.map((tier) => {
      const perLanguage = new Map<string, number>();
      for (const row of rows) {
        if (row.voiceType !== tier || !this.deps.synthesizer.has(row.provider)) continue;
        perLanguage.set(row.languageCode, (perLanguage.get(row.languageCode) ?? 0) + Number(row.n));
      }
      const counts = [...perLanguage.values()];
      return {
        tier,
        perLanguage: Math.max(0, ...counts),
        fewestPerLanguage: counts.length ? Math.min(...counts) : 0,
        languages: [...perLanguage.keys()].sort(),
      };
    });
  }

  /** How many clones the user keeps, drafts included (what the plan's clone limit counts). */
  ownedClones(userId: number): Promise<number> {
    return countOwnClones(this.deps.db, userId);
  }

  /** The voice an option key (host_voice / guest_voice) names, if this user may use it and it can speak. */
  async resolveVoice(optionKey: string, userId: number | null): Promise<ResolvedVoice> {
    const row = await findVoiceByKey(this.deps.db, optionKey, userId);
    if (!row || !this.deps.synthesizer.has(row.provider))
      throw badRequest(VOICE_UNAVAILABLE_MESSAGE, 'VOICE_UNAVAILABLE');
    return toResolved(row);
  }

  /**
   * A signed URL of the voice's short sample, made on first request and kept in storage. A signed-in user hears it
   * with their pronunciation dictionary applied, as a render would say it (kept under the text it was given).
   */
  async previewUrl(optionKey: string, userId: number | null = null): Promise<{ key: string; url: string }> {
    const voice = await this.previewVoice(optionKey, userId);
    const text =
      voice.voiceType === 'Custom'
        ? clonePreviewText(voice.languageCode)
        : sampleSentence(voice.languageCode, voice.name);
    const key = await this.previews.ensure(voice, voice.name, await this.spoken(text, voice, userId));
    return { key, url: await this.deps.storage.signedUrl(key, { expiresInSeconds: 3600 }) };
  }

  /** "Hear it" beside a dictionary entry: its word or phrase said by the voice, with the user's dictionary applied. */
  async pronunciationPreviewUrl(userId: number, id: number, optionKey: string): Promise<{ key: string; url: string }> {
    const entry = await this.pronunciations.owned(userId, id);
    const voice = await this.previewVoice(optionKey, userId);
    const key = await this.previews.ensure(voice, voice.name, await this.spoken(entry.text, voice, userId));
    return { key, url: await this.deps.storage.signedUrl(key, { expiresInSeconds: 3600 }) };
  }

  private previewVoice(optionKey: string, userId: number | null): Promise<ResolvedVoice> {
    return this.resolveVoice(optionKey, userId).catch(() => {
      throw notFound('We could not find that voice.');
    });
  }

  /** The text as the voice is given it in a render: the user's dictionary applied (none when signed out). */
  private async spoken(text: string, voice: ResolvedVoice, userId: number | null): Promise<string> {
    if (userId === null) return text;
    return applyPronunciations(text, await this.pronunciations.entries(userId), voice.languageCode);
  }

  /** The 30 s preview of a clone, or the short introduction of a catalogue voice (as stored, no dictionary). */
  private previewOf(voice: ResolvedVoice): Promise<string> {
    const text = voice.voiceType === 'Custom' ? clonePreviewText(voice.languageCode) : undefined;
    return this.previews.ensure(voice, voice.name, text);
  }
}

/**
 * The plan tier a render with this voice needs. A clone is the owner's own voice: an offline clone is an
 * eSpeak voice (Basic); a clone at ElevenLabs is that provider's top tier (Ultra).
 */
export function renderTier(voice: Pick<ResolvedVoice, 'voiceType' | 'provider'>): string {
  if (voice.voiceType !== 'Custom') return voice.voiceType;
  return voice.provider === 'elevenlabs' ? 'Ultra' : 'Basic';
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
