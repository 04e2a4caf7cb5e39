import { z } from 'zod';
import { safeString } from './safe-text';

/** Voice tiers from the lowest (DESIGN §7: voice_type). */
export const VOICE_TIERS = ['Basic', 'Premium', 'Neural', 'Ultra'] as const;
export type VoiceTier = (typeof VOICE_TIERS)[number];

const MB = 1024 * 1024;

/**
 * What a plan allows: the server enforces exactly these, and the plan cards' lines are written from them (a limit
 * that is not here is neither enforced nor shown).
 */
export interface PlanLimits {
  /** Audio minutes per monthly usage period. */
  minutes: number;
  /** The voice tiers a render may use; every voice of these tiers that this install has. */
  voiceTiers: readonly VoiceTier[];
  /** The longest episode a script may be written for, in minutes. */
  longestEpisodeMinutes: number;
  /** How many cloned voices the plan keeps (drafts count). */
  clones: number;
  /** Bytes of music, clone samples and podcast audio the plan keeps. */
  storageBytes: number;
}

/**
 * The plan catalogue of spec 001 §3 (also spec 000 §9 "Built-in fallback plans") with each plan's limits: the server
 * seeds and enforces it, and the browser shows it when the plan fetch fails, so both read this one copy.
 */
export interface CataloguePlan {
  /** Stable key for the browser's fallback ids. */
  key: string;
  name: string;
  popularity: 'popular' | null;
  prices: ReadonlyArray<{ amount: number; billingCycle: 'monthly' | 'yearly' }>;
  limits: PlanLimits;
}

const FREE_LIMITS: PlanLimits = {
  minutes: 15,
  voiceTiers: ['Basic'],
  longestEpisodeMinutes: 15,
  clones: 1,
  storageBytes: 500 * MB,
};

export const PLAN_CATALOGUE: readonly CataloguePlan[] = [
  {
    key: 'beta',
    name: 'Beta',
    popularity: null,
    prices: [{ amount: 0, billingCycle: 'monthly' }],
    limits: FREE_LIMITS,
  },
  {
    key: 'free',
    name: 'Free',
    popularity: null,
    prices: [{ amount: 0, billingCycle: 'monthly' }],
    limits: FREE_LIMITS,
  },
  {
    key: 'lifetime',
    name: 'Lifetime Plan',
    popularity: 'popular',
    prices: [{ amount: 25, billingCycle: 'yearly' }],
    limits: {
      minutes: 50,
      voiceTiers: ['Basic', 'Premium', 'Neural', 'Ultra'],
      longestEpisodeMinutes: 30,
      clones: 5,
      storageBytes: 5120 * MB,
    },
  },
  {
    key: 'lite',
    name: 'Lite Plan',
    popularity: null,
    prices: [
      { amount: 100, billingCycle: 'yearly' },
      { amount: 10, billingCycle: 'monthly' },
    ],
    limits: {
      minutes: 50,
      voiceTiers: ['Basic', 'Premium'],
      longestEpisodeMinutes: 30,
      clones: 3,
      storageBytes: 2048 * MB,
    },
  },
  {
    key: 'pro',
    name: 'Pro Plan',
    popularity: null,
    prices: [
      { amount: 490, billingCycle: 'yearly' },
      { amount: 49, billingCycle: 'monthly' },
    ],
    limits: {
      minutes: 200,
      voiceTiers: ['Basic', 'Premium', 'Neural', 'Ultra'],
      longestEpisodeMinutes: 60,
      clones: 10,
      storageBytes: 10240 * MB,
    },
  },
];

/** The limits of a plan by its name; a plan outside the catalogue (or none) gets Free's. */
export function planLimitsOf(planName: string | null): PlanLimits {
  return PLAN_CATALOGUE.find((plan) => plan.name === planName)?.limits ?? FREE_LIMITS;
}

/**
 * The cheapest catalogue plan whose limits pass `lifts` (a monthly price beats a yearly one of the same amount),
 * for a refusal to name the plan that lifts it; null when none does.
 */
export function planThatLifts(lifts: (limits: PlanLimits) => boolean): CataloguePlan | null {
  const monthly = (plan: CataloguePlan) =>
    Math.min(...plan.prices.map((p) => (p.billingCycle === 'yearly' ? p.amount / 12 : p.amount)));
  const fitting = PLAN_CATALOGUE.filter((plan) => lifts(plan.limits));
  return [...fitting].sort((a, b) => monthly(a) - monthly(b))[0] ?? null;
}

/** The voices of one tier that this install has: how many a language has at most and at least, and which languages. */
export interface InstallTier {
  tier: VoiceTier;
  perLanguage: number;
  fewestPerLanguage: number;
  languages: readonly string[];
}

/** What an install offers, for the cards to say only what is there: its voices per tier and its script languages. */
export interface InstallOffer {
  tiers: readonly InstallTier[];
  languages: number;
}

function tierLine(tier: VoiceTier, offer: InstallOffer | null): string | null {
  if (!offer) return `${tier} voices`;
  const found = offer.tiers.find((t) => t.tier === tier);
  if (!found || found.perLanguage === 0 || found.languages.length === 0) return null;
  const count =
    found.fewestPerLanguage < found.perLanguage
      ? `${found.fewestPerLanguage} to ${found.perLanguage}`
      : found.perLanguage;
  const voices = `${count} ${tier} ${found.perLanguage === 1 ? 'voice' : 'voices'}`;
  const english = found.languages.every((code) => code.toLowerCase().startsWith('en'));
  if (english) return `${voices} in English`;
  return found.languages.length === 1
    ? `${voices} in 1 language`
    : `${voices} in each of ${found.languages.length} languages`;
}

/**
 * A plan card's lines, written from the plan's limits and (when known) what this install offers: a voice tier the
 * install lacks gets no line. Without an offer (the built-in fallback) each tier is named without a count.
 */
export function planLines(limits: PlanLimits, offer: InstallOffer | null): string[] {
  const lines = [`${limits.minutes} minutes of audio a month`];
  for (const tier of limits.voiceTiers) {
    const line = tierLine(tier, offer);
    if (line) lines.push(line);
  }
  if (offer && offer.languages > 0) lines.push(`Scripts in ${offer.languages} languages`);
  lines.push(`Episodes up to ${limits.longestEpisodeMinutes} minutes`);
  lines.push(`${limits.clones} cloned ${limits.clones === 1 ? 'voice' : 'voices'}`);
  lines.push(`${storageAmountText(limits.storageBytes)} of storage`);
  return lines;
}

/** "500 MB", "2 GB", "1.4 GB": storage amounts as people read them. */
export function storageAmountText(bytes: number): string {
  if (bytes >= 1024 * MB) {
    const gb = bytes / (1024 * MB);
    return `${Number.isInteger(gb) ? gb : gb.toFixed(1)} GB`;
  }
  return `${Math.ceil(bytes / MB)} MB`;
}

/** GET /api/{product}/v1/storage: what the caller's files take against the plan's storage (Manage Subscription). */
export const storageUsage = z.object({
  planName: safeString(),
  usedBytes: z.number(),
  limitBytes: z.number(),
  parts: z.object({ music: z.number(), clones: z.number(), podcasts: z.number() }),
});
export type StorageUsage = z.infer<typeof storageUsage>;

/** Spec 001 §9: tax shown as 10% of the amount; the charged amount includes it. */
export const TAX_RATE = 0.1;
