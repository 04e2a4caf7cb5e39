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
