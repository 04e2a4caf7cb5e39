import { describe, expect, it } from 'vitest';
import { PLAN_CATALOGUE, planLimitsOf, planLines, planThatLifts } from './plans';

describe('plan limits and the cards written from them', () => {
  it('writes a card from the limits and says only what the install has', () => {
    const pro = planLimitsOf('Pro Plan');
    const offer = {
      languages: 25,
      tiers: [
        { tier: 'Basic' as const, perLanguage: 4, fewestPerLanguage: 4, languages: ['en-US', 'fr-FR'] },
        { tier: 'Premium' as const, perLanguage: 2, fewestPerLanguage: 1, languages: ['en-GB', 'en-US'] },
        { tier: 'Neural' as const, perLanguage: 0, fewestPerLanguage: 0, languages: [] },
      ],
    };
    expect(planLines(pro, offer)).toEqual([
      '200 minutes of audio a month',
      '4 Basic voices in each of 2 languages',
      '1 to 2 Premium voices in English',
      'Scripts in 25 languages',
      'Episodes up to 60 minutes',
      '10 cloned voices',
      '10 GB of storage',
    ]);
  });

  it('names each tier without a count when the install is unknown (the fallback cards)', () => {
    expect(planLines(planLimitsOf('Free'), null)).toEqual([
      '15 minutes of audio a month',
      'Basic voices',
      'Episodes up to 15 minutes',
      '1 cloned voice',
      '500 MB of storage',
    ]);
  });

  it('gives a plan outside the catalogue the Free limits, and names the cheapest plan that lifts a limit', () => {
    expect(planLimitsOf('Mystery')).toEqual(planLimitsOf('Free'));
    expect(planThatLifts((l) => l.voiceTiers.includes('Ultra'))?.name).toBe('Lifetime Plan');
    expect(planThatLifts((l) => l.voiceTiers.includes('Premium'))?.name).toBe('Lifetime Plan');
    expect(planThatLifts((l) => l.longestEpisodeMinutes >= 60)?.name).toBe('Pro Plan');
    expect(planThatLifts((l) => l.clones > 100)).toBeNull();
    expect(PLAN_CATALOGUE.map((p) => p.name)).toEqual(['Beta', 'Free', 'Lifetime Plan', 'Lite Plan', 'Pro Plan']);
  });
});
