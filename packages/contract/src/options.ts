/** Feature keys of spec 000 §3 "Feature option". */
export const FEATURE_KEYS = [
  'language',
  'speakers',
  'category',
  'duration',
  'tone',
  'voices',
  'audio_format',
  'quality_of_audio',
] as const;
export type FeatureKey = (typeof FEATURE_KEYS)[number];

/** Spec 000 §3 "Default tones". */
export const DEFAULT_TONES = [
  'Formal',
  'Witty/Satirical',
  'Empathetic',
  'Inspirational',
  'Investigative',
  'Casual',
  'Quirky/Experimental',
] as const;

/** Spec 000 §3 "Form state" and §9 defaults. */
export const FORM_DEFAULTS = {
  language: 'en-IN',
  noOfSpeaker: 2,
  category: 'Business',
  duration: 2,
  tone: 'Formal',
  audioTitle: 'Podcast about AI technology',
} as const;

/** Spec 000 §9: duration keys are thousandths of minutes; a missing or invalid key gives 2. */
export function durationKeyToMinutes(key: string | number | null | undefined): number {
  const minutes = Number(key) / 1000;
  return Number.isFinite(minutes) && minutes > 0 ? minutes : FORM_DEFAULTS.duration;
}

/** Spec 000 §7 platform keys. */
export const PLATFORM_KEYS = [
  'spotify',
  'apple',
  'google',
  'amazon_music',
  'overcast',
  'stitcher',
  'castbox',
  'podcastindex',
] as const;
export type PlatformKey = (typeof PLATFORM_KEYS)[number];

/** Spec 000 §2 landing header use cases. */
export const USE_CASES = [
  'Content Creators',
  'Professional Podcasters',
  'Fashion Influencers',
  'Marketers',
  'Healthcare Professionals',
  'Gamers',
  'Educators',
  'Students',
  'Mental Health Experts',
  'Startup Founders',
  'Enterprises',
] as const;

/** Spec 000 §9 / 001 §9 timing constants, in milliseconds. */
export const TIMINGS = {
  toastMs: 10_000,
  longToastMs: 30_000,
  scriptStreamTimeoutMs: 30_000,
  audioStreamTimeoutMs: 60_000,
  fallbackAttempts: 3,
  scriptFallbackDelayMs: 15_000,
  audioFallbackDelayMs: 25_000,
  skeletonMs: 1_500,
  audioStatusClearMs: 3_000,
  successDelayMs: 2_000,
  dropdownCacheMs: 5 * 60_000,
  paymentPollMs: 10_000,
  forgotPasswordCloseMs: 1_500,
  profileSaveMs: 800,
} as const;
export const MOBILE_BREAKPOINT_PX = 768;
