import { FORM_DEFAULTS, MAX_SPEAKERS, MESSAGES, type ScriptFormat, SPEAKER_MESSAGES } from '@podloom/contract';
import { DEFAULT_GENERATOR_VALUES, type GeneratorFormValues } from '../podcast-setup';
import type { PickedSource } from '../source-library';
import type { ChosenVoices } from './open-generated-script';

/** Spec 000 §2 "Create New Podcast": 1–4 speakers, 15/30/45/60 minutes (duration keys in thousandths, §9). */
export const WIZARD_SPEAKERS = [1, 2, 3, 4] as const;
export const WIZARD_DURATIONS = ['15000', '30000', '45000', '60000'] as const;
export const STEP_TITLES = ['Language, speakers and length', 'Speakers and voices', 'Audience and topic'] as const;
export const LAST_STEP = STEP_TITLES.length - 1;
export const ROLES = ['Host', 'Guest', 'Speaker 3', 'Speaker 4'] as const;

export interface Speaker {
  name: string;
  voice: string | null;
}

export interface WizardValues {
  language: string;
  speakers: number;
  duration: string;
  cast: Speaker[];
  audience: string;
  category: string;
  topic: string;
  description: string;
  format: ScriptFormat;
  focus: string;
  sources: PickedSource[];
}

/** A message per field, keyed as the field's id without its `wizard-` prefix (name-0, voice-1, topic). */
export type WizardErrors = Record<string, string>;

export interface WizardState {
  step: number;
  values: WizardValues;
  errors: WizardErrors;
}

export type WizardEvent =
  | { type: 'set'; patch: Partial<WizardValues> }
  | { type: 'speaker'; index: number; patch: Partial<Speaker> }
  | { type: 'voices'; optionKeys: readonly string[] }
  | { type: 'go'; step: number }
  | { type: 'errors'; errors: WizardErrors };

export const INITIAL_WIZARD: WizardState = {
  step: 0,
  values: {
    language: FORM_DEFAULTS.language,
    speakers: 2,
    duration: WIZARD_DURATIONS[0],
    cast: Array.from({ length: MAX_SPEAKERS }, () => ({ name: '', voice: null })),
    audience: '',
    category: FORM_DEFAULTS.category,
    topic: '',
    description: '',
    format: 'deep_dive',
    focus: '',
    sources: [],
  },
  errors: {},
};

/** Every speaker starts on a voice of their own (the language's n-th voice); a voice the language lacks is replaced. */
function castVoices(cast: Speaker[], optionKeys: readonly string[]): Speaker[] {
  return cast.map((speaker, i) => ({
    ...speaker,
    voice:
      speaker.voice && optionKeys.includes(speaker.voice)
        ? speaker.voice
        : (optionKeys[i % Math.max(1, optionKeys.length)] ?? null),
  }));
}

export function wizardFlow(state: WizardState, event: WizardEvent): WizardState {
  const { values } = state;
  switch (event.type) {
    case 'set':
      return { ...state, values: { ...values, ...event.patch } };
    case 'speaker': {
      const cast = values.cast.map((s, i) => (i === event.index ? { ...s, ...event.patch } : s));
      return { ...state, values: { ...values, cast } };
    }
    case 'voices':
      return { ...state, values: { ...values, cast: castVoices(values.cast, event.optionKeys) } };
    case 'go':
      return { ...state, step: event.step, errors: {} };
    case 'errors':
      return { ...state, errors: event.errors };
  }
}

export function validateStep(step: number, v: WizardValues): WizardErrors {
  const errors: WizardErrors = {};
  if (step === 1) {
    v.cast.slice(0, v.speakers).forEach((speaker, i) => {
      if (!speaker.name.trim()) {
        errors[`name-${i}`] =
          i === 0 ? MESSAGES.hostRequired : i === 1 ? MESSAGES.guestRequired : SPEAKER_MESSAGES.names;
      }
      if (!speaker.voice) errors[`voice-${i}`] = SPEAKER_MESSAGES.voices;
    });
  }
  if (step === 2 && !v.topic.trim()) errors.topic = MESSAGES.topicRequired;
  return errors;
}

/** The generator form values the wizard's answers amount to (so Re-Generate on /create-podcast can use them). */
export function toFormValues(v: WizardValues): GeneratorFormValues {
  const audience = v.audience.trim() ? `Target audience: ${v.audience.trim()}.` : '';
  return {
    ...DEFAULT_GENERATOR_VALUES,
    topic: v.topic.trim(),
    desc: [v.description.trim(), audience].filter(Boolean).join('\n\n'),
    host: v.cast[0]?.name.trim() ?? '',
    guest: v.speakers >= 2 ? (v.cast[1]?.name.trim() ?? '') : '',
    more_speakers: v.cast.slice(2, v.speakers).map((s) => s.name.trim()),
    no_of_speaker: v.speakers,
    category: v.category,
    duration: v.duration,
    language: v.language,
    format: v.format,
    focus: v.focus,
    sources: v.sources,
  };
}

/** The voices of the speakers the wizard has, in order: host, guest, then the others with their names. */
export function chosenVoices(v: WizardValues): ChosenVoices {
  const cast = v.cast.slice(0, v.speakers);
  return {
    hostVoice: cast[0]?.voice ?? null,
    guestVoice: cast[1]?.voice ?? null,
    moreSpeakers: cast.slice(2).map((s) => ({ name: s.name.trim(), voice: s.voice })),
  };
}

/** A Form.Item's label target and its error, for the field `wizard-<key>`. */
export function fieldProps(errors: WizardErrors, key: string) {
  return {
    htmlFor: `wizard-${key}`,
    validateStatus: errors[key] ? ('error' as const) : undefined,
    help: errors[key],
  };
}
