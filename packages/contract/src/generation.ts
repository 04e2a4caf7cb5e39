import { z } from 'zod';
import { MESSAGES } from './messages';
import { renderMusicInput } from './render-music';
import { researchSource } from './research';
import { safeString } from './safe-text';

const trimmed = safeString().trim();
/** An optional text field: null or blank reads as absent; `message` is the spec's sentence for a wrong value. */
const optionalTextWith = (message?: string) =>
  safeString(message ? { error: message } : undefined)
    .trim()
    .nullish()
    .transform((v) => (v ? v : undefined));
const optionalText = optionalTextWith();

/** The Create New Podcast wizard (spec 000 §2) offers 1–4 speakers; the home screen's options stop at 2. */
export const MAX_SPEAKERS = 4;
export const SPEAKER_MESSAGES = {
  count: 'Please choose between 1 and 4 speakers.',
  names: 'Please enter a name for every speaker.',
  voices: 'Please choose a voice for every speaker.',
} as const;

/**
 * Speakers 3 and 4 (beyond the spec's payload, which names a host and a guest): a name, and for audio a voice.
 * `more_speakers[0]` is speaker 3.
 */
export const moreSpeaker = z.object({
  name: safeString({ error: SPEAKER_MESSAGES.names })
    .trim()
    .min(1, SPEAKER_MESSAGES.names)
    .max(50, 'Please keep each speaker name under 50 characters.'),
  voice: optionalText,
});
export type MoreSpeaker = z.infer<typeof moreSpeaker>;
const moreSpeakers = z
  .array(moreSpeaker)
  .max(MAX_SPEAKERS - 2, SPEAKER_MESSAGES.count)
  .default([]);

/**
 * Ids are PostgreSQL `integer`s: a larger number names nothing, and must not reach a query, where PostgreSQL answers
 * it with an error (22003, out of range) rather than with no rows.
 */
export const DATABASE_ID_MAX = 2_147_483_647;

const SOURCE_ID_MESSAGE = 'Please choose sources from your library.';

/**
 * Beside tone, what kind of episode a script is: Deep Dive (the default conversation), Brief (one to two minutes,
 * the essentials), Critique (strengths, weaknesses, what is missing) or Debate (opposing positions from the sources).
 */
export const SCRIPT_FORMATS = ['deep_dive', 'brief', 'critique', 'debate'] as const;
export type ScriptFormat = (typeof SCRIPT_FORMATS)[number];
export const SCRIPT_FORMAT_LABELS: Record<ScriptFormat, string> = {
  deep_dive: 'Deep Dive',
  brief: 'Brief',
  critique: 'Critique',
  debate: 'Debate',
};
/** A Brief is one to two minutes, whatever duration is chosen. */
export const BRIEF_MINUTES = 2;
const FORMAT_MESSAGE = 'Please choose a format: deep_dive, brief, critique or debate.';

/** A speaker's pace (× the voice's own) and pitch shift (semitones), as the Audio card offers them. */
export const VOICE_STYLE_LIMITS = { speed: { min: 0.7, max: 1.3 }, pitch: { min: -4, max: 4 } } as const;
export const VOICE_STYLE_MESSAGES = {
  speed: 'Please choose a speed between 0.7× and 1.3×.',
  pitch: 'Please choose a pitch between −4 and +4 semitones.',
} as const;

/**
 * One speaker of POST /generate/audio's `speakers` (beside the spec's fields, which keep working): the speaker's
 * name as the script labels it, optionally the voice (matched to the host, guest or speakers 3 and 4 when the name
 * is left out), its speed and its pitch.
 */
export const speakerStyleInput = z.object({
  name: optionalText.pipe(safeString().max(50, 'Please keep each speaker name under 50 characters.').optional()),
  voice: optionalText,
  speed: z.coerce
    .number({ error: VOICE_STYLE_MESSAGES.speed })
    .min(VOICE_STYLE_LIMITS.speed.min, VOICE_STYLE_MESSAGES.speed)
    .max(VOICE_STYLE_LIMITS.speed.max, VOICE_STYLE_MESSAGES.speed)
    .default(1),
  pitch: z.coerce
    .number({ error: VOICE_STYLE_MESSAGES.pitch })
    .min(VOICE_STYLE_LIMITS.pitch.min, VOICE_STYLE_MESSAGES.pitch)
    .max(VOICE_STYLE_LIMITS.pitch.max, VOICE_STYLE_MESSAGES.pitch)
    .default(0),
});
export type SpeakerStyleInput = z.infer<typeof speakerStyleInput>;

/** Spec 000 §3 "Script-generation payload", validated with the messages of §5. */
export const scriptRequestInput = z
  .object({
    topic: safeString({ error: MESSAGES.topicRequired })
      .trim()
      .min(1, MESSAGES.topicRequired)
      .max(300, 'Please keep the topic under 300 characters.'),
    description: optionalText.pipe(
      safeString().max(4000, 'Please keep the description under 4000 characters.').optional(),
    ),
    host: safeString({ error: MESSAGES.hostRequired })
      .trim()
      .min(1, MESSAGES.hostRequired)
      .max(50, 'Please keep the host name under 50 characters.'),
    guest: optionalTextWith(MESSAGES.guestRequired).pipe(
      safeString().max(50, 'Please keep the guest name under 50 characters.').optional(),
    ),
    host_voice: optionalText,
    guest_voice: optionalText,
    language: trimmed.default('en-IN'),
    no_of_speaker: z.coerce.number().int().default(2),
    category: trimmed.default('Business'),
    tone: trimmed.default('Formal'),
    /** Minutes (the duration option key divided by 1000, spec 000 §9). */
    duration: z.coerce.number().positive().default(2),
    feature_key: z.literal('generate_script').optional(),
    user_id: z.union([z.number(), safeString()]).optional(),
    userID: z.union([z.number(), safeString()]).optional(),
    /** Beyond the spec: source material the script is grounded in (text extracted by /generate/sources). */
    source_text: optionalText.pipe(
      safeString().max(200_000, 'The source text is too long (200,000 characters at most).').optional(),
    ),
    more_speakers: moreSpeakers,
    /** Beyond the spec: sources of the user's library the script is written from (up to 20). */
    source_ids: z
      .array(
        z.coerce
          .number({ error: SOURCE_ID_MESSAGE })
          .int(SOURCE_ID_MESSAGE)
          .positive(SOURCE_ID_MESSAGE)
          .max(DATABASE_ID_MAX, SOURCE_ID_MESSAGE),
        { error: SOURCE_ID_MESSAGE },
      )
      .max(20, 'Please choose 20 sources at most.')
      .default([]),
    format: z.enum(SCRIPT_FORMATS, { error: FORMAT_MESSAGE }).default('deep_dive'),
    /** What the episode should concentrate on (optional). */
    focus: optionalText.pipe(safeString().max(500, 'Please keep the focus under 500 characters.').optional()),
  })
  .superRefine((value, ctx) => {
    if (value.no_of_speaker >= 2 && !value.guest) {
      ctx.addIssue({ code: 'custom', path: ['guest'], message: MESSAGES.guestRequired });
    } else if (value.no_of_speaker > MAX_SPEAKERS || value.no_of_speaker < 1) {
      ctx.addIssue({ code: 'custom', path: ['no_of_speaker'], message: SPEAKER_MESSAGES.count });
    } else if (value.more_speakers.length < value.no_of_speaker - 2) {
      ctx.addIssue({ code: 'custom', path: ['more_speakers'], message: SPEAKER_MESSAGES.names });
    }
  });
export type ScriptRequestInput = z.infer<typeof scriptRequestInput>;

/** Spec 000 §3 "Audio-generation payload", validated with the messages of §5. */
export const audioRequestInput = z
  .object({
    podcast_id: z.coerce
      .number({ error: 'Please generate a script first.' })
      .int()
      .positive('Please generate a script first.')
      .max(DATABASE_ID_MAX, 'Please generate a script first.'),
    conversation_output: safeString({ error: 'The script is empty. Please generate or write a script first.' })
      .trim()
      .min(1, 'The script is empty. Please generate or write a script first.')
      .max(200_000, 'The script is too long to read aloud in one episode.'),
    host: optionalText,
    guest: optionalText,
    host_voice: optionalTextWith(MESSAGES.hostVoiceRequired),
    guest_voice: optionalTextWith(MESSAGES.bothVoicesRequired),
    language: trimmed.default('en-IN'),
    no_of_speaker: z.coerce.number().int().default(2),
    tone: optionalText,
    duration: z.coerce.number().optional(),
    model: optionalText,
    feature_key: z.literal('generate_audio').optional(),
    user_id: z.union([z.number(), safeString()]).optional(),
    userID: z.union([z.number(), safeString()]).optional(),
    more_speakers: moreSpeakers,
    speakers: z.array(speakerStyleInput).max(MAX_SPEAKERS, SPEAKER_MESSAGES.count).default([]),
    /** Beyond the spec: intro, bed and outro from the music library; left out, the podcast's saved choice. */
    music: renderMusicInput.optional(),
    /** Beyond the spec: the listener's short "mm-hmm"s laid quietly under long turns (off unless true). */
    backchannels: z.boolean({ error: 'Backchannels are either on (true) or off (false).' }).default(false),
  })
  .superRefine((value, ctx) => {
    if (value.no_of_speaker >= 2 && !(value.host_voice && value.guest_voice)) {
      ctx.addIssue({ code: 'custom', path: ['guest_voice'], message: MESSAGES.bothVoicesRequired });
    } else if (!value.host_voice) {
      ctx.addIssue({ code: 'custom', path: ['host_voice'], message: MESSAGES.hostVoiceRequired });
    } else if (value.no_of_speaker > MAX_SPEAKERS || value.no_of_speaker < 1) {
      ctx.addIssue({ code: 'custom', path: ['no_of_speaker'], message: SPEAKER_MESSAGES.count });
    } else if (
      value.more_speakers.slice(0, value.no_of_speaker - 2).filter((s) => s.voice).length <
      value.no_of_speaker - 2
    ) {
      ctx.addIssue({ code: 'custom', path: ['more_speakers'], message: SPEAKER_MESSAGES.voices });
    }
  });
export type AudioRequestInput = z.infer<typeof audioRequestInput>;

/** How a library source came in: pasted text, an uploaded file, a web address, or a page research found. */
export const SOURCE_KINDS = ['text', 'file', 'url', 'research'] as const;
export type SourceKind = (typeof SOURCE_KINDS)[number];

/** POST /generate/sources' answer: the stored source, plus the spec-era `text` and `characters`. */
export const sourceReply = z.object({
  id: z.number().int(),
  title: safeString(),
  kind: z.enum(SOURCE_KINDS),
  words: z.number().int(),
  text: safeString(),
  characters: z.number().int(),
});
export type SourceReply = z.infer<typeof sourceReply>;

export const scriptLineSchema = z.object({ speaker: safeString(), text: safeString() });

/** POST /generate/script's answer (DESIGN §4); POST /generate/audio adds `db_status`. */
export const startedJob = z.object({
  ref_id: safeString(),
  podcast_id: z.number().int(),
  batch_job_id: safeString(),
  /** Seconds the browser waits before its fallback (spec 000 §4). */
  eta: z.number(),
});
export type StartedJob = z.infer<typeof startedJob>;

/** The server answers `db_status: "SUCCESS"`; the spec's client reads any other value as a failure (spec 000 §4). */
export const startedAudio = startedJob.extend({ db_status: safeString() });
export type StartedAudio = z.infer<typeof startedAudio>;

/** A job's progress: what a progress event carries, and what the job row keeps for a stream opened later. */
export const generationProgress = z.object({
  stage: safeString(),
  done: z.number(),
  total: z.number(),
  from: z.number().optional(),
  lines: z.array(scriptLineSchema).optional(),
  /** The writer replaced what it had written: `lines` is now the whole script so far. */
  replace: z.boolean().optional(),
  /** Audio: a signed URL of the opening seconds, playable while the rest renders. */
  first_audio: safeString().optional(),
  /** Script: what research found before writing, shown as "Based on: …". */
  sources: z.array(researchSource).optional(),
});
export type GenerationProgress = z.infer<typeof generationProgress>;

/**
 * A job's last event: the script (`message`, `title`) or the audio (`file_sas`) of podcast `podcast_id`, or a
 * failure (`generationFailure`).
 */
export const generationResult = z.object({
  podcast_id: z.union([z.number(), z.literal('-1')]),
  message: safeString().optional(),
  file_sas: safeString().optional(),
  title: safeString().optional(),
  sources: z.array(researchSource).optional(),
});
export type GenerationResult = z.infer<typeof generationResult>;

/** A failed job, as spec 000 §4 reads it: podcast_id '-1' and 'creation failed: <reason>'. */
export const generationFailure = z.object({ podcast_id: z.literal('-1'), message: safeString() });
export type GenerationFailure = z.infer<typeof generationFailure>;

export const etaEvent = z.object({ eta: z.number() });
export const progressEvent = z.object({ progress: generationProgress });
export const resultEvent = z.object({ result: generationResult });
/** A failure is a result event too (the browser tells them apart with `isFailedResult`). */
export const failureEvent = z.object({ result: generationFailure });
export type FailureEvent = z.infer<typeof failureEvent>;

/**
 * Events on GET /api/v1/agents/stream/{ref_id} (DESIGN §4): one typed union shared by server and browser,
 * validated on arrival (STYLE §7). Progress carries the lines written since `from`, so a late joiner gets
 * everything so far in its first progress event.
 */
export const generationEvent = z.union([etaEvent, progressEvent, resultEvent]);
export type GenerationEvent = z.infer<typeof generationEvent>;

/**
 * The server is stopping (a restart, a deploy) and ends the stream; the job is not over. The browser
 * opens the stream again after `after_ms` (retrying while the server is away) and carries on from what it gets.
 */
export const reconnectEvent = z.object({ reconnect: z.object({ after_ms: z.number().int().nonnegative() }) });
/** Everything the stream may send: a job's events, and the server's own `reconnect`. */
export const streamEvent = z.union([etaEvent, progressEvent, resultEvent, reconnectEvent]);
export type StreamEvent = z.infer<typeof streamEvent>;

/** Spec 000 §4: a failure is podcast_id '-1', an empty message, or a message containing 'creation failed'. */
export function isFailedResult(result: { podcast_id: number | string; message?: string; file_sas?: string }): boolean {
  if (String(result.podcast_id) === '-1') return true;
  if (result.file_sas) return false;
  return !result.message || result.message.includes('creation failed');
}
