import { z } from 'zod';
import { EMAIL_PATTERN } from './email';
import { safeString } from './safe-text';

/** Spec 001 §3 "Personalise form data" and spec 000 §2's episode settings, in the order the page asks for them. */
export const PERSONALISE_FIELDS = [
  'fullName',
  'email',
  'age',
  'gender',
  'country',
  'profession',
  'interests',
  'podcastTitle',
  'description',
  'guestName',
  'guestBio',
  'language',
  'category',
  'duration',
  'speakers',
  'speaker3Name',
  'speaker4Name',
] as const;
export type PersonaliseField = (typeof PERSONALISE_FIELDS)[number];

export const PERSONALISE_MESSAGES = {
  email: 'Please enter a valid email address.',
  age: 'Please enter an age between 1 and 120.',
  tooLong: 'Please keep this under 2000 characters.',
  fileRequired: 'Please choose a file to upload.',
  guestNameRequired: 'Please enter the guest name.',
  hostRequired: 'Please enter your full name: you host the episode.',
  speakers: 'Choose 1 to 4 speakers.',
} as const;

const text = (max: number) =>
  safeString()
    .trim()
    .max(max, max >= 2000 ? PERSONALISE_MESSAGES.tooLong : `Please keep this under ${max} characters.`)
    .default('');

/**
 * Every field may be empty: the page saves as the user types (autosave), so half-filled answers are kept. What is
 * filled must be valid: an e-mail by the one pattern, an age 1–120.
 */
export const personaliseAnswers = z.object({
  fullName: text(50),
  email: safeString()
    .trim()
    .max(254, PERSONALISE_MESSAGES.email)
    .refine((v) => v === '' || EMAIL_PATTERN.test(v), PERSONALISE_MESSAGES.email)
    .default(''),
  age: safeString()
    .trim()
    .refine((v) => v === '' || (/^\d{1,3}$/.test(v) && Number(v) >= 1 && Number(v) <= 120), PERSONALISE_MESSAGES.age)
    .default(''),
  gender: text(30),
  country: text(60),
  profession: text(100),
  interests: text(500),
  podcastTitle: text(300),
  description: text(2000),
  guestName: text(50),
  guestBio: text(2000),
  // Spec 000 §2's Personalize page also asks for the episode's language, category and duration (option keys).
  language: text(20),
  category: text(100),
  duration: text(10),
  /** Spec 000 §2: how many voices the episode has, 1–4 (the host, the guest, then more); empty means two. */
  speakers: safeString()
    .trim()
    .refine((v) => v === '' || /^[1-4]$/.test(v), PERSONALISE_MESSAGES.speakers)
    .default(''),
  /** Speakers 3 and 4, asked for only when the episode has that many. */
  speaker3Name: text(50),
  speaker4Name: text(50),
});
export type PersonaliseAnswers = z.infer<typeof personaliseAnswers>;

export const EMPTY_PERSONALISE_ANSWERS: PersonaliseAnswers = personaliseAnswers.parse({});

/** The two documents of step 2 and the two upload boxes of step 3 (spec 001 §2). */
export const GUEST_FORMS = ['knowledge', 'voice-script'] as const;
export type GuestForm = (typeof GUEST_FORMS)[number];
export const GUEST_FORM_TITLES: Record<GuestForm, string> = {
  knowledge: 'Knowledge Form',
  'voice-script': 'Voice Script Form',
};

/** An uploaded guest document: its text is extracted on upload (the source extractor of the generator). */
export const guestUpload = z.object({
  form: z.enum(GUEST_FORMS),
  name: safeString(),
  characters: z.number().int(),
  uploadedAt: safeString(),
});
export type GuestUpload = z.infer<typeof guestUpload>;

/** GET /api/podloom/v1/personalise. `material`: the guest info a script is grounded in (bio and uploads). */
export const personaliseView = z.object({
  answers: personaliseAnswers,
  uploads: z.array(guestUpload),
  material: safeString(),
  updatedAt: safeString().nullable(),
});
export type PersonaliseView = z.infer<typeof personaliseView>;
