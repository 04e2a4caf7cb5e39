import { z } from 'zod';
import { safeString } from './safe-text';

/** Spec 000 §2 "Voice Cloning modal": the languages offered, by their base language code. */
export const CLONE_LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'es', name: 'Spanish' },
  { code: 'fr', name: 'French' },
  { code: 'de', name: 'German' },
] as const;
export type CloneLanguage = (typeof CLONE_LANGUAGES)[number]['code'];

/**
 * A sample is mp3 or wav by content (spec 000 §5 accepts only those), at most 20 MB, 10 s to 5 min long (spec 000 §9:
 * preview 30 s).
 */
export const CLONE_LIMITS = {
  maxBytes: 20 * 1024 * 1024,
  minSeconds: 10,
  maxSeconds: 5 * 60,
  previewSeconds: 30,
  modalWidth: 695,
  nameMax: 60,
} as const;

/** The consent checkbox's words; the server stores them with the answer, the time and the address. */
export const CLONE_CONSENT_STATEMENT = 'This is my voice, or I have permission from its owner to clone it.';

export const CLONE_MESSAGES = {
  /** Spec 000 §5: upload accepts only .mp3 and .wav. */
  wrongType: 'Please upload an .mp3 or .wav file.',
  tooBig: 'That recording is larger than 20 MB. Please upload a shorter one.',
  tooShort: 'That recording is shorter than 10 seconds. Please record or upload at least 10 seconds of speech.',
  tooLong: 'That recording is longer than 5 minutes. Please upload one of 5 minutes or less.',
  unreadable: 'We could not read that recording. Please upload another .mp3 or .wav file.',
  noSpeech: 'We could not hear a voice in that recording. Please record again, closer to the microphone.',
  noFile: 'Please record or upload a sample of your voice.',
  noConsent: 'Please confirm that this is your voice or that you have permission to clone it.',
  language: 'Please choose English, Spanish, French or German.',
  /** Spec 000 §5: voice name and gender are both required. */
  fields: 'Please enter a voice name and choose a gender.',
  nameTooLong: 'Please keep the voice name under 60 characters.',
  notFound: 'We could not find that voice.',
  success: 'Your voice has been successfully cloned!',
} as const;

/** What POST /voices/clone answers (and naming a clone): the voice, its preview, and how it was made. */
export const clonedVoiceReply = z.object({
  voice: z.object({
    optionKey: safeString(),
    name: safeString(),
    gender: z.enum(['male', 'female']),
    languageCode: safeString(),
    voice_type: z.literal('Custom'),
    named: z.boolean(),
  }),
  previewUrl: safeString(),
  /** `elevenlabs`: a real clone; `approximation`: an offline eSpeak voice tuned to the recording. */
  method: z.enum(['elevenlabs', 'approximation']),
  /** The sample's measures, so the interface can say what an offline clone copied. */
  measured: z
    .object({
      medianPitchHz: z.number(),
      pitchSpanSemitones: z.number(),
      syllablesPerSecond: z.number(),
      seconds: z.number(),
    })
    .nullable(),
});
export type ClonedVoiceReply = z.infer<typeof clonedVoiceReply>;
