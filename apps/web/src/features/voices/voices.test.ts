import { describe, expect, it } from 'vitest';
import { applyVoiceRule, defaultVoices } from './default-voices';
import { groupVoicesByTab, lockedTabs, voiceLabel, voiceTab } from './voice-tabs';
import type { VoiceOption } from './voices-api';

const voice = (key: string, name: string, gender: string, type?: string | null): VoiceOption => ({
  name,
  optionKey: key,
  displayOrder: 0,
  voice: { name, gender, voice_type: type },
});

const ananya = voice('a', 'Ananya', 'female', 'Basic');
const rohan = voice('r', 'Rohan', 'male', 'Basic');
const nova = voice('n', 'Nova', 'female', 'Premium');
const rachel = voice('u', 'Rachel', 'female', 'Ultra');
const kore = voice('k', 'Kore', 'female', 'Neural');
const untyped = voice('x', 'Sam', 'male', null);

describe('voice tabs (spec 000 §2 Voices modal)', () => {
  it('puts Basic or missing in Free, Premium in Lite Plan, Ultra and Neural in Pro Plan', () => {
    expect(voiceTab('Basic')).toBe('free');
    expect(voiceTab(undefined)).toBe('free');
    expect(voiceTab('')).toBe('free');
    expect(voiceTab('Premium')).toBe('lite');
    expect(voiceTab('Ultra')).toBe('pro');
    expect(voiceTab('neural')).toBe('pro');
    expect(voiceTab('Experimental')).toBeNull();
    expect(groupVoicesByTab([nova, ananya, rachel, untyped, kore, rohan])).toEqual({
      free: [ananya, untyped, rohan],
      lite: [nova],
      pro: [rachel, kore],
      mine: [],
    });
    expect(voiceTab('Custom')).toBe('mine');
    expect(groupVoicesByTab([{ ...ananya, voice: null }]).free).toHaveLength(1);
  });

  it('names a voice with its gender, or Unknown', () => {
    expect(voiceLabel(ananya)).toBe('Ananya (Female)');
    expect(voiceLabel({ ...rohan, voice: { name: 'Rohan', gender: '' } })).toBe('Rohan');
    expect(voiceLabel(null)).toBe('Unknown');
  });
});

describe('default voices (spec 000 §4 "Other rules")', () => {
  const voices = [ananya, rohan, nova];

  it('puts the host on the first voice and the guest on the second, or null for one speaker', () => {
    expect(defaultVoices(voices, 2)).toEqual({ hostVoice: 'a', guestVoice: 'r' });
    expect(defaultVoices(voices, 1)).toEqual({ hostVoice: 'a', guestVoice: null });
    expect(defaultVoices([ananya], 2)).toEqual({ hostVoice: 'a', guestVoice: null });
    expect(defaultVoices([], 2)).toEqual({ hostVoice: null, guestVoice: null });
  });

  it('a language change always takes the defaults', () => {
    const current = { hostVoice: 'n', guestVoice: 'a' };
    expect(applyVoiceRule({ current, voices, speakers: 2, languageChanged: true })).toEqual({
      hostVoice: 'a',
      guestVoice: 'r',
    });
    expect(applyVoiceRule({ current, voices, speakers: 1, languageChanged: true })).toEqual({
      hostVoice: 'a',
      guestVoice: null,
    });
  });

  it('keeps a saved choice the language still offers and fills in what is missing', () => {
    expect(
      applyVoiceRule({ current: { hostVoice: 'n', guestVoice: 'a' }, voices, speakers: 2, languageChanged: false }),
    ).toEqual({ hostVoice: 'n', guestVoice: 'a' });
    expect(
      applyVoiceRule({
        current: { hostVoice: 'gone', guestVoice: null },
        voices,
        speakers: 2,
        languageChanged: false,
      }),
    ).toEqual({ hostVoice: 'a', guestVoice: 'r' });
    expect(
      applyVoiceRule({ current: { hostVoice: 'n', guestVoice: 'a' }, voices, speakers: 1, languageChanged: false }),
    ).toEqual({ hostVoice: 'n', guestVoice: null });
  });
});

describe('voice tabs above the plan', () => {
  it('locks the tabs none of whose tiers the plan includes', () => {
    expect([...lockedTabs(['Basic'])]).toEqual(['lite', 'pro']);
    expect([...lockedTabs(['Basic', 'Premium'])]).toEqual(['pro']);
    expect([...lockedTabs(['Basic', 'Premium', 'Neural', 'Ultra'])]).toEqual([]);
    expect([...lockedTabs(['Basic', 'Ultra'])]).toEqual(['lite']);
  });

  it('locks nothing while the plan is unknown', () => {
    expect(lockedTabs(undefined).size).toBe(0);
    expect(lockedTabs(null).size).toBe(0);
  });
});
