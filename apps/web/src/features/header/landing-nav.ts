/** Spec 000 §2: the landing header's anchor links (USE CASES sits between FEATURES and PRICING). */
export const LANDING_ANCHORS = {
  home: { label: 'HOME', href: '#home' },
  features: { label: 'FEATURES', href: '#features' },
  pricing: { label: 'PRICING', href: '#pricing' },
} as const;

/** GET HELP leads to the support form, the one place a visitor can reach us. */
export const GET_HELP = { label: 'GET HELP', to: '/help-support' } as const;
