/**
 * The plan catalogue of spec 001 §3 (also spec 000 §9 "Built-in fallback plans"): the server seeds it and the
 * browser shows it when the plan fetch fails, so both read this one copy.
 */
export interface CataloguePlan {
  /** Stable key for the browser's fallback ids. */
  key: string;
  name: string;
  description: string;
  popularity: 'popular' | null;
  /** Audio minutes per billing period. */
  minutes: number;
  prices: ReadonlyArray<{ amount: number; billingCycle: 'monthly' | 'yearly' }>;
}

export const PLAN_CATALOGUE: readonly CataloguePlan[] = [
  {
    key: 'beta',
    name: 'Beta',
    description: 'Early access to every feature while we are in beta',
    popularity: null,
    minutes: 15,
    prices: [{ amount: 0, billingCycle: 'monthly' }],
  },
  {
    key: 'free',
    name: 'Free',
    description: '2 premium voices\n15 minutes of audio',
    popularity: null,
    minutes: 15,
    prices: [{ amount: 0, billingCycle: 'monthly' }],
  },
  {
    key: 'lifetime',
    name: 'Lifetime Plan',
    description: '50 minutes of audio\n5 premium voices\n2 languages',
    popularity: 'popular',
    minutes: 50,
    prices: [{ amount: 25, billingCycle: 'yearly' }],
  },
  {
    key: 'lite',
    name: 'Lite Plan',
    description: '50 minutes of audio\nPremium voices\nEpisodes up to 5 minutes',
    popularity: null,
    minutes: 50,
    prices: [
      { amount: 100, billingCycle: 'yearly' },
      { amount: 10, billingCycle: 'monthly' },
    ],
  },
  {
    key: 'pro',
    name: 'Pro Plan',
    description: '200 minutes of audio\n10+ ultra voices\n20+ languages\nEpisodes up to 10 minutes',
    popularity: null,
    minutes: 200,
    prices: [
      { amount: 490, billingCycle: 'yearly' },
      { amount: 49, billingCycle: 'monthly' },
    ],
  },
];

/** Voice tiers from the lowest (DESIGN §7: voice_type). */
export const VOICE_TIERS = ['Basic', 'Premium', 'Neural', 'Ultra'] as const;
export type VoiceTier = (typeof VOICE_TIERS)[number];

/**
 * The voice tiers each plan may render with (the plan cards' voice lines, spec 000 §9): Free gets Basic voices; Lite
 * adds Premium; Pro and Lifetime add Neural and Ultra. Keyed by the catalogue's plan key; a plan not listed gets Free's.
 */
export const PLAN_VOICE_TIERS: Readonly<Record<string, readonly VoiceTier[]>> = {
  beta: ['Basic'],
  free: ['Basic'],
  lite: ['Basic', 'Premium'],
  lifetime: ['Basic', 'Premium', 'Neural', 'Ultra'],
  pro: ['Basic', 'Premium', 'Neural', 'Ultra'],
};

/**
 * How many cloned voices each plan may keep: a clone is a voice, and voices count against the plan. Keyed like
 * PLAN_VOICE_TIERS; a plan not listed gets Free's.
 */
export const PLAN_CLONE_LIMITS: Readonly<Record<string, number>> = {
  beta: 1,
  free: 1,
  lite: 3,
  lifetime: 5,
  pro: 10,
};

/** Spec 001 §9: tax shown as 10% of the amount; the charged amount includes it. */
export const TAX_RATE = 0.1;
