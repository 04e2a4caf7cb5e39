import { randomBytes } from 'node:crypto';
import {
  CLONE_CONSENT_STATEMENT,
  CLONE_LANGUAGES,
  CLONE_LIMITS,
  CLONE_MESSAGES,
  type ClonedVoiceReply,
  type CloneLanguage,
} from '@podloom/contract';
import type { Db } from '../../../platform/db/client';
import { AppError, badRequest, notFound, tooManyRequests } from '../../../platform/http/errors';
import type { FfmpegBinaries } from '../../../providers/audio/ffmpeg';
import { measureVoice } from '../../../providers/audio/voice-measures';
import type { FileStorage } from '../../../providers/storage/storage';
import type { ElevenLabsProvider } from '../../../providers/tts/elevenlabs';
import { SpeechError, type VoiceSynthesizer } from '../../../providers/tts/tts';
import { espeakLanguageFor } from '../voices.catalogue';
import {
  countOwnClones,
  deleteVoiceRow,
  findDraftsBefore,
  findOwnVoice,
  insertConsent,
  insertUserVoice,
  lockUserClones,
  updateOwnVoice,
  type VoiceRow,
} from '../voices.repository';
import { type CloneMeasures, cloneMeasures } from './clone-measures';
import { checkCloneSample } from './clone-sample';
import { tuneEspeak } from './espeak-tuning';
import { calibrationText } from './voice-script';

type Gender = 'male' | 'female';

export interface CloneRequest {
  userId: number;
  language: string;
  /** Name and gender may come later (the modal names a clone after its preview): without both it is a draft. */
  name?: string;
  gender?: string;
  sample: Buffer | null;
  consent: boolean;
  ipAddress: string;
  userAgent?: string;
}

/**
 * Billing's judge of a clone ("cloning counts against the plan"): read once per request from the user's plan, then
 * asked with the count of clones, under the user's lock, as the new one is stored: null to go ahead, or the sentence
 * that refuses it.
 */
export type CloneAllowance = (userId: number) => Promise<(ownedClones: number) => string | null>;
export const allowEveryClone: CloneAllowance = async () => () => null;

/** The plan's storage, asked before a recording of `bytes` is kept: throws the sentence when it would not fit. */
export type SampleStorageCheck = (userId: number, bytes: number, what: 'recording') => Promise<void>;
/**
 * Stores a recording of `bytes` with them held against the plan while it is written (asked again under the user's
 * lock, so a render started meanwhile counts them): throws the plan's sentence, storing nothing, when it would not fit.
 */
export type HeldSampleStore = (userId: number, bytes: number, store: () => Promise<void>) => Promise<void>;
export const storeUnheld: HeldSampleStore = (_userId, _bytes, store) => store();

/** Clones sort after the catalogue, so a language's first two voices (the defaults) stay the catalogue's. */
const CLONE_DISPLAY_ORDER = 1000;
/** Below this median pitch an unnamed clone starts from a man's voice (between typical men's and women's). */
const GENDER_SPLIT_HZ = 165;

/**
 * A draft the modal left unnamed this long ago was abandoned (a closed tab, a crash): it is deleted before the next
 * clone is counted, so an invisible draft never holds a plan's only clone.
 */
const ABANDONED_DRAFT_MS = 60 * 60 * 1000;

const PROVIDER_UNAVAILABLE =
  'The voice service could not clone that recording just now. Nothing was saved; please try again in a moment.';

/** Voice cloning: real with ElevenLabs, an honest eSpeak approximation offline. */
export class VoiceCloner {
  constructor(
    private readonly deps: {
      db: Db;
      storage: FileStorage;
      synthesizer: VoiceSynthesizer;
      ffmpeg: () => FfmpegBinaries;
      allowance: CloneAllowance;
      storageCheck: SampleStorageCheck;
      storeHeld: HeldSampleStore;
      /** A signed URL of the voice's 30 s preview, made now. */
      previewUrl: (row: VoiceRow) => Promise<string>;
      /** Removes the stored preview (the voice's words in the owner's voice go with the voice). */
      removePreview: (row: VoiceRow) => Promise<void>;
    },
  ) {}

  /** Everything is checked before anything is stored or sent: a refused request changes nothing. */
  async clone(request: CloneRequest): Promise<ClonedVoiceReply> {
    if (!request.consent) throw badRequest(CLONE_MESSAGES.noConsent, 'CLONE_CONSENT');
    const language = CLONE_LANGUAGES.find((l) => l.code === request.language.trim().toLowerCase())?.code;
    if (!language) throw badRequest(CLONE_MESSAGES.language, 'CLONE_LANGUAGE');
    const naming = checkNaming(request.name, request.gender, { optional: true });
    if (!request.sample || request.sample.length === 0) throw badRequest(CLONE_MESSAGES.noFile, 'CLONE_FILE');
    for (const optionKey of await findDraftsBefore(
      this.deps.db,
      request.userId,
      new Date(Date.now() - ABANDONED_DRAFT_MS),
    )) {
      await this.delete(request.userId, optionKey).catch(() => undefined);
    }
    const judge = await this.deps.allowance(request.userId);
    // Refused early when already full, before any work; the count that decides is taken again under the lock below.
    const refusal = judge(await countOwnClones(this.deps.db, request.userId));
    if (refusal) throw tooManyRequests(refusal);

    const sample = await checkCloneSample(request.sample, this.deps.ffmpeg());
    // The recording is kept with the clone: it must fit the plan's storage before any voice is made.
    await this.deps.storageCheck(request.userId, sample.bytes.length, 'recording');
    const measured = measureVoice(sample.pcm.samples, sample.pcm.sampleRate);
    // A steady hum has a pitch but no syllables: it is not a voice.
    if (!measured || measured.speakingSeconds < 2 || measured.syllablesPerSecond < 1)
      throw badRequest(CLONE_MESSAGES.noSpeech, 'CLONE_NO_SPEECH');
    const measures: CloneMeasures = cloneMeasures.parse({
      medianPitchHz: measured.medianPitchHz,
      pitchSpanSemitones: measured.pitchSpanSemitones,
      syllablesPerSecond: measured.syllablesPerSecond,
      seconds: sample.seconds,
    });
    const gender: Gender = naming?.gender ?? (measures.medianPitchHz >= GENDER_SPLIT_HZ ? 'female' : 'male');

    const id = randomBytes(8).toString('hex');
    const optionKey = `clone:${request.userId}:${id}`;
    const elevenLabs = this.deps.synthesizer.provider('elevenlabs') as ElevenLabsProvider | undefined;
    let made: Pick<VoiceRow, 'provider' | 'providerVoiceId'>;
    if (elevenLabs) {
      const voiceId = await elevenLabs
        .cloneVoice({
          // The provider's name is ours; the name people see is kept here, so renaming needs no call.
          name: `podloom-${request.userId}-${id}`,
          sample: sample.bytes,
          fileName: `sample.${sample.extension}`,
          contentType: sample.contentType,
          labels: { language },
        })
        .catch((error: unknown) => {
          throw providerRefusal(error);
        });
      made = { provider: 'elevenlabs', providerVoiceId: voiceId };
    } else {
      made = { provider: 'espeak', providerVoiceId: await this.tune(measures, language, gender) };
    }

    const sampleKey = `voices/samples/${request.userId}/${id}.${sample.extension}`;
    let row: VoiceRow;
    try {
      await this.deps.storeHeld(request.userId, sample.bytes.length, async () => {
        await this.deps.storage.put(sampleKey, sample.bytes, { contentType: sample.contentType });
      });
      row = await this.insertCounted(request, judge, {
        userId: request.userId,
        optionKey,
        ...made,
        name: naming?.name ?? 'My cloned voice',
        gender,
        languageCode: language,
        voiceType: 'Custom',
        displayOrder: CLONE_DISPLAY_ORDER,
        samplePath: sampleKey,
        draft: !naming,
        measures: made.provider === 'espeak' ? measures : null,
      });
    } catch (error) {
      // Nothing may stay behind: not the sample, not the voice at the provider.
      await this.deps.storage.delete(sampleKey).catch(() => {});
      if (made.provider === 'elevenlabs') await elevenLabs?.deleteVoice(made.providerVoiceId).catch(() => {});
      throw error;
    }
    return this.reply(row, measures);
  }

  /**
   * The clone and its consent, counted and inserted under the user's lock: requests sent at once cannot all pass
   * the count and all insert.
   */
  private insertCounted(
    request: CloneRequest,
    judge: (ownedClones: number) => string | null,
    voice: Parameters<typeof insertUserVoice>[1],
  ): Promise<VoiceRow> {
    return this.deps.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      await lockUserClones(tx, request.userId);
      const full = judge(await countOwnClones(tx, request.userId));
      if (full) throw tooManyRequests(full);
      const row = await insertUserVoice(tx, voice);
      await insertConsent(tx, {
        userId: request.userId,
        optionKey: voice.optionKey,
        consented: true,
        statement: CLONE_CONSENT_STATEMENT,
        ipAddress: request.ipAddress,
        userAgent: request.userAgent?.slice(0, 500) ?? null,
        consentedAt: new Date(),
      });
      return row;
    });
  }

  /**
   * The modal's naming step: name and gender, both required; the clone then joins its owner's list. The allowance is
   * not asked again: the draft was counted when it was made, and naming it adds no clone.
   */
  async name(userId: number, optionKey: string, name: string, gender: string): Promise<ClonedVoiceReply> {
    const row = await this.own(userId, optionKey);
    const naming = checkNaming(name, gender, { optional: false }) as { name: string; gender: Gender };
    let providerVoiceId = row.providerVoiceId;
    const measures = row.measures ? cloneMeasures.parse(row.measures) : null;
    // An offline clone starts from a man's or a woman's eSpeak voice: a new gender re-tunes from the new start.
    if (row.provider === 'espeak' && measures && naming.gender !== row.gender) {
      providerVoiceId = await this.tune(measures, row.languageCode, naming.gender);
    }
    const updated = await updateOwnVoice(this.deps.db, row.id, { ...naming, providerVoiceId, draft: false });
    if (providerVoiceId !== row.providerVoiceId) await this.deps.removePreview(row).catch(() => {});
    return this.reply(updated, measures);
  }

  /** Deletes a clone here and at its provider; another user's voice is not found. */
  async delete(userId: number, optionKey: string): Promise<void> {
    const row = await this.own(userId, optionKey);
    if (row.provider === 'elevenlabs') {
      const elevenLabs = this.deps.synthesizer.provider('elevenlabs') as ElevenLabsProvider | undefined;
      if (!elevenLabs) {
        throw badRequest(
          'This voice lives at ElevenLabs, which is not configured on this server now, so it cannot be deleted there. Please try again when it is.',
        );
      }
      await elevenLabs.deleteVoice(row.providerVoiceId).catch((error: unknown) => {
        throw providerRefusal(error);
      });
    }
    await deleteVoiceRow(this.deps.db, row.id);
    if (row.samplePath) await this.deps.storage.delete(row.samplePath).catch(() => {});
    await this.deps.removePreview(row).catch(() => {});
  }

  private async own(userId: number, optionKey: string): Promise<VoiceRow> {
    const row = await findOwnVoice(this.deps.db, optionKey, userId);
    if (row?.voiceType !== 'Custom') throw notFound(CLONE_MESSAGES.notFound);
    return row;
  }

  private async tune(measures: CloneMeasures, language: string, gender: Gender): Promise<string> {
    const tuning = await tuneEspeak(this.deps.synthesizer, measures, {
      espeakLanguage: espeakLanguageFor(language),
      gender,
      languageCode: language,
      calibrationText: calibrationText(language),
    });
    return tuning.providerVoiceId;
  }

  private async reply(row: VoiceRow, measures: CloneMeasures | null): Promise<ClonedVoiceReply> {
    return {
      voice: {
        optionKey: row.optionKey,
        name: row.name,
        gender: row.gender,
        languageCode: row.languageCode,
        voice_type: 'Custom',
        named: !row.draft,
      },
      previewUrl: await this.deps.previewUrl(row),
      method: row.provider === 'elevenlabs' ? 'elevenlabs' : 'approximation',
      measured: measures
        ? {
            medianPitchHz: Math.round(measures.medianPitchHz),
            pitchSpanSemitones: Math.round(measures.pitchSpanSemitones * 10) / 10,
            syllablesPerSecond: Math.round(measures.syllablesPerSecond * 10) / 10,
            seconds: Math.round(measures.seconds * 10) / 10,
          }
        : null,
    };
  }
}

function checkNaming(
  name: string | undefined,
  gender: string | undefined,
  options: { optional: boolean },
): { name: string; gender: Gender } | null {
  const trimmed = name?.trim() ?? '';
  const chosen = gender?.trim().toLowerCase() ?? '';
  if (options.optional && !trimmed && !chosen) return null;
  if (!trimmed || (chosen !== 'male' && chosen !== 'female')) throw badRequest(CLONE_MESSAGES.fields, 'CLONE_FIELDS');
  if (trimmed.length > CLONE_LIMITS.nameMax) throw badRequest(CLONE_MESSAGES.nameTooLong, 'CLONE_NAME');
  return { name: trimmed, gender: chosen };
}

/** A provider's refusal as a sentence: its own words for a 4xx about the sample, ours otherwise. */
function providerRefusal(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (
    error instanceof SpeechError &&
    error.status &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 429
  ) {
    return badRequest(
      'The voice service refused that recording. Please try another recording of one voice speaking clearly.',
    );
  }
  return new AppError(502, PROVIDER_UNAVAILABLE, 'CLONE_PROVIDER');
}

export type { CloneLanguage };
