import { durationKeyToMinutes, FORM_DEFAULTS, MESSAGES, type ScriptFormat } from '@podloom/contract';
import type { PickedSource } from '../source-library';

/** Source material the script is grounded in (beyond the spec): text the server extracted for us. */
export interface SourceMaterial {
  /** The source's id in the user's library, once the server has stored it (sent as `source_ids`). */
  id?: number;
  text: string;
  characters: number;
  /** Where it came from, for people: a file name, a web address, or "Pasted text". */
  label: string;
}

/** Spec 000 §3 "Form state", plus the language the home form also asks for and optional source material. */
export interface GeneratorFormValues {
  topic: string;
  desc: string;
  host: string;
  guest: string;
  no_of_speaker: number;
  category: string;
  /** The duration option key in thousandths of minutes (spec 000 §9): '2000' is 2 minutes. */
  duration: string;
  tone: string;
  language: string;
  source: SourceMaterial | null;
  /** Beyond the spec: sources of the library chosen for the script (those added for it are chosen at once). */
  sources?: PickedSource[];
  /** Beyond the spec: the names of speakers 3 and 4 (the Create New Podcast wizard). */
  more_speakers?: string[];
  /** Beyond the spec: Deep Dive (absent), Brief, Critique or Debate, and what to concentrate on. */
  format?: ScriptFormat;
  focus?: string;
}

export const DEFAULT_GENERATOR_VALUES: GeneratorFormValues = {
  topic: '',
  desc: '',
  host: '',
  guest: '',
  no_of_speaker: FORM_DEFAULTS.noOfSpeaker,
  category: FORM_DEFAULTS.category,
  duration: String(FORM_DEFAULTS.duration * 1000),
  tone: FORM_DEFAULTS.tone,
  language: FORM_DEFAULTS.language,
  source: null,
};

export type GeneratorField = 'topic' | 'host' | 'guest';
export type GeneratorErrors = Partial<Record<GeneratorField, string>>;

/** Which sentences to use: the home form says 'the host name.', the Podcast Setup card 'a host name' (spec 000 §5). */
export type ValidationWording = 'home' | 'setup';

/** Spec 000 §5 "Generate script": topic non-empty after trimming, host required, guest required with 2 speakers. */
export function validateGeneratorForm(
  values: Pick<GeneratorFormValues, 'topic' | 'host' | 'guest' | 'no_of_speaker'>,
  wording: ValidationWording = 'home',
): GeneratorErrors {
  const errors: GeneratorErrors = {};
  if (!values.topic.trim()) errors.topic = MESSAGES.topicRequired;
  if (!values.host.trim()) errors.host = wording === 'home' ? MESSAGES.hostRequiredHome : MESSAGES.hostRequired;
  if (Number(values.no_of_speaker) >= 2 && !values.guest.trim()) {
    errors.guest = wording === 'home' ? MESSAGES.guestRequiredHome : MESSAGES.guestRequired;
  }
  return errors;
}

/** What POST /generate/script takes (the input side of the contract's `scriptRequestInput`). */
export interface ScriptPayload {
  topic: string;
  description?: string;
  host: string;
  guest?: string;
  host_voice?: string;
  guest_voice?: string;
  language: string;
  no_of_speaker: number;
  category: string;
  tone: string;
  /** Minutes. */
  duration: number;
  feature_key: 'generate_script';
  user_id?: number;
  userID?: number;
  source_text?: string;
  /** Sources of the user's library (a stored source is sent by id, not again as text). */
  source_ids?: number[];
  format?: ScriptFormat;
  focus?: string;
  /** Speakers 3 and 4 (the contract's `more_speakers`). */
  more_speakers?: Array<{ name: string; voice?: string }>;
}

export interface PayloadExtras {
  userId?: number | null;
  hostVoice?: string | null;
  guestVoice?: string | null;
  /** Voices of speakers 3 and 4, in order. */
  moreVoices?: ReadonlyArray<string | null>;
}

/**
 * Stored sources go by their ids (the chosen ones, once each); material the server has not stored (a guest's
 * details) goes as text beside them.
 */
function sourcePart(
  source: SourceMaterial | null,
  chosen: readonly PickedSource[] = [],
): Pick<ScriptPayload, 'source_text' | 'source_ids'> {
  const ids = [...new Set([...(source?.id ? [source.id] : []), ...chosen.map((s) => s.id)])];
  return {
    ...(ids.length ? { source_ids: ids } : {}),
    ...(source && !source.id && source.text ? { source_text: source.text } : {}),
  };
}

/**
 * Spec 000 §3 "Script-generation payload": names trimmed, language defaulting to en-IN, duration in minutes
 * (the option key divided by 1000, spec 000 §9), guest and guest_voice only with 2 or more speakers, speakers 3
 * and 4 in more_speakers.
 */
export function buildScriptPayload(values: GeneratorFormValues, extras: PayloadExtras = {}): ScriptPayload {
  const speakers = Number(values.no_of_speaker) || FORM_DEFAULTS.noOfSpeaker;
  const userId = extras.userId ?? undefined;
  const payload: ScriptPayload = {
    topic: values.topic.trim(),
    description: values.desc.trim() || undefined,
    host: values.host.trim(),
    host_voice: extras.hostVoice ?? undefined,
    user_id: userId,
    userID: userId,
    language: values.language || FORM_DEFAULTS.language,
    feature_key: 'generate_script',
    no_of_speaker: speakers,
    category: values.category || FORM_DEFAULTS.category,
    tone: values.tone || FORM_DEFAULTS.tone,
    duration: durationKeyToMinutes(values.duration),
    ...sourcePart(values.source, values.sources),
    ...(values.format && values.format !== 'deep_dive' ? { format: values.format } : {}),
    ...(values.focus?.trim() ? { focus: values.focus.trim() } : {}),
  };
  if (speakers >= 2) {
    payload.guest = values.guest.trim();
    payload.guest_voice = extras.guestVoice ?? undefined;
  }
  if (speakers >= 3) {
    payload.more_speakers = (values.more_speakers ?? []).slice(0, speakers - 2).map((name, i) => ({
      name: name.trim(),
      voice: extras.moreVoices?.[i] ?? undefined,
    }));
  }
  return payload;
}
