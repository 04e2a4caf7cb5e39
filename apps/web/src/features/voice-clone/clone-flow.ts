import { CLONE_LANGUAGES, CLONE_LIMITS, CLONE_MESSAGES, type ClonedVoiceReply } from '@podloom/contract';

/**
 * The Voice Cloning modal's flow as one reducer (spec 000 §2): 1. Select Language, 2. Record & Upload with consent,
 * 3. Preview, then naming, then done. Every change of step, sample, answer or error goes through `cloneFlow`, so the
 * steps themselves only draw the state and send events.
 */
export type CloneStep = 'language' | 'sample' | 'preview' | 'naming' | 'done';
export type CloneGender = 'male' | 'female';

/** Which of the three Steps is lit: naming belongs to the Preview step. */
export const STEP_INDEX: Record<CloneStep, number> = { language: 0, sample: 1, preview: 2, naming: 2, done: 3 };

export interface CloneState {
  step: CloneStep;
  language: string;
  file: File | null;
  consent: boolean;
  error: string | null;
  busy: boolean;
  clone: ClonedVoiceReply | null;
  name: string;
  gender: CloneGender | null;
}

export type CloneEvent =
  | { type: 'go'; step: CloneStep }
  | { type: 'language'; language: string }
  | { type: 'sample'; file: File | null; error: string | null }
  | { type: 'consent'; consent: boolean }
  | { type: 'name'; name: string }
  | { type: 'gender'; gender: CloneGender }
  | { type: 'error'; message: string | null }
  | { type: 'working' }
  | { type: 'cloned'; clone: ClonedVoiceReply }
  | { type: 'named' }
  | { type: 'failed'; message: string };

/** The modal opens on the podcast's base language (en-IN → en) when cloning offers it, English otherwise. */
export function initialCloneState(languageCode: string | undefined): CloneState {
  const base = languageCode?.split('-')[0]?.toLowerCase();
  return {
    step: 'language',
    language: CLONE_LANGUAGES.find((l) => l.code === base)?.code ?? 'en',
    file: null,
    consent: false,
    error: null,
    busy: false,
    clone: null,
    name: '',
    gender: null,
  };
}

export function cloneFlow(state: CloneState, event: CloneEvent): CloneState {
  switch (event.type) {
    case 'go':
      return { ...state, step: event.step };
    case 'language':
      return { ...state, language: event.language };
    case 'sample':
      return { ...state, file: event.file, error: event.error };
    case 'consent':
      return { ...state, consent: event.consent };
    case 'name':
      return { ...state, name: event.name };
    case 'gender':
      return { ...state, gender: event.gender };
    case 'error':
      return { ...state, error: event.message };
    case 'working':
      return { ...state, busy: true, error: null };
    case 'cloned':
      return { ...state, busy: false, clone: event.clone, step: 'preview' };
    case 'named':
      return { ...state, busy: false, step: 'done' };
    case 'failed':
      return { ...state, busy: false, error: event.message };
  }
}

/** Spec 000 §5: the upload takes .mp3 and .wav (the server then judges the content). */
export function checkChosenFile(file: Pick<File, 'name' | 'size'>): string | null {
  if (!/\.(mp3|wav)$/i.test(file.name)) return CLONE_MESSAGES.wrongType;
  if (file.size > CLONE_LIMITS.maxBytes) return CLONE_MESSAGES.tooBig;
  return null;
}
