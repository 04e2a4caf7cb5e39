import { slug } from '../../platform/slug';
import { ELEVENLABS_VOICES } from '../../providers/tts/elevenlabs';
import { GEMINI_VOICES } from '../../providers/tts/gemini-speech';
import { OPENAI_VOICES } from '../../providers/tts/openai-speech';
import type { Discovery, VoiceProvider, VoiceTier } from '../../providers/tts/tts';

type Gender = 'male' | 'female';
type VoiceType = VoiceTier;

export interface CatalogueVoice {
  optionKey: string;
  provider: VoiceProvider;
  providerVoiceId: string;
  name: string;
  gender: Gender;
  languageCode: string;
  voiceType: VoiceType;
  displayOrder: number;
}

/**
 * Offline voices per seeded language: the eSpeak NG language, then two women's and two men's names that
 * sound at home there. Listed as woman, man, woman, man so the host (first voice) and the guest (second)
 * differ by default (spec 000 §4).
 */
export const ESPEAK_LANGUAGES: Readonly<Record<string, { espeak: string; names: [string, string, string, string] }>> = {
  'en-IN': { espeak: 'en', names: ['Ananya', 'Rohan', 'Kavya', 'Arjun'] },
  'en-US': { espeak: 'en-us', names: ['Emma', 'James', 'Olivia', 'Michael'] },
  'en-GB': { espeak: 'en-gb', names: ['Charlotte', 'Oliver', 'Amelia', 'Harry'] },
  'hi-IN': { espeak: 'hi', names: ['Priya', 'Aarav', 'Isha', 'Vivaan'] },
  'es-ES': { espeak: 'es', names: ['Lucía', 'Mateo', 'Carmen', 'Javier'] },
  'fr-FR': { espeak: 'fr', names: ['Camille', 'Louis', 'Chloé', 'Hugo'] },
  'de-DE': { espeak: 'de', names: ['Hanna', 'Lukas', 'Mia', 'Felix'] },
  'it-IT': { espeak: 'it', names: ['Giulia', 'Lorenzo', 'Sofia', 'Marco'] },
  'pt-BR': { espeak: 'pt-br', names: ['Ana', 'Gabriel', 'Beatriz', 'Rafael'] },
  'nl-NL': { espeak: 'nl', names: ['Sanne', 'Daan', 'Fleur', 'Bram'] },
  'sv-SE': { espeak: 'sv', names: ['Elsa', 'Erik', 'Astrid', 'Lars'] },
  'pl-PL': { espeak: 'pl', names: ['Zofia', 'Jakub', 'Maja', 'Piotr'] },
  'tr-TR': { espeak: 'tr', names: ['Elif', 'Emre', 'Zeynep', 'Mehmet'] },
  'ru-RU': { espeak: 'ru', names: ['Anna', 'Dmitri', 'Olga', 'Ivan'] },
  'ar-SA': { espeak: 'ar', names: ['Layla', 'Omar', 'Noor', 'Khalid'] },
  'ja-JP': { espeak: 'ja', names: ['Yui', 'Haruto', 'Sakura', 'Ren'] },
  'ko-KR': { espeak: 'ko', names: ['Ji-woo', 'Min-jun', 'Seo-yeon', 'Do-hyun'] },
  'zh-CN': { espeak: 'cmn', names: ['Li Na', 'Wei', 'Mei', 'Jun'] },
  'id-ID': { espeak: 'id', names: ['Putri', 'Budi', 'Sari', 'Adi'] },
  'vi-VN': { espeak: 'vi', names: ['Linh', 'Minh', 'Lan', 'Duc'] },
  'bn-IN': { espeak: 'bn', names: ['Ishita', 'Arnab', 'Riya', 'Sourav'] },
  'ta-IN': { espeak: 'ta', names: ['Meena', 'Karthik', 'Divya', 'Arun'] },
  'te-IN': { espeak: 'te', names: ['Lakshmi', 'Ravi', 'Sravani', 'Kiran'] },
  'mr-IN': { espeak: 'mr', names: ['Sneha', 'Aditya', 'Pooja', 'Omkar'] },
  'gu-IN': { espeak: 'gu', names: ['Hetal', 'Dhruv', 'Kinjal', 'Jay'] },
};

/**
 * eSpeak variants per slot, picked by ear and by speed: these four synthesise at 350–600× real time,
 * where some variants (`f2`, `iven`, `edward`) run 5–15× slower. Median pitch on English: f4 ≈ 176 Hz,
 * Annie ≈ 230 Hz, m3 ≈ 105 Hz, m1 ≈ 94 Hz.
 */
const ESPEAK_SLOTS: ReadonlyArray<readonly [variant: string, gender: Gender]> = [
  ['f4', 'female'],
  ['m3', 'male'],
  ['Annie', 'female'],
  ['m1', 'male'],
];

export function espeakLanguageFor(languageCode: string): string {
  const exact = ESPEAK_LANGUAGES[languageCode];
  if (exact) return exact.espeak;
  const base = languageCode.split('-')[0]?.toLowerCase() ?? 'en';
  const match = Object.entries(ESPEAK_LANGUAGES).find(([code]) => code.toLowerCase().startsWith(`${base}-`));
  return match ? match[1].espeak : base;
}

export function espeakCatalogue(): CatalogueVoice[] {
  return Object.entries(ESPEAK_LANGUAGES).flatMap(([languageCode, { espeak, names }]) =>
    ESPEAK_SLOTS.map(([variant, gender], i) => ({
      optionKey: `espeak:${languageCode}:${slug(names[i] as string)}`,
      provider: 'espeak' as const,
      providerVoiceId: `${espeak}+${variant}`,
      name: names[i] as string,
      gender,
      languageCode,
      voiceType: 'Basic' as const,
      displayOrder: i + 1,
    })),
  );
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Provider voices are multilingual: each is offered in every seeded language. */
export function providerCatalogue(providers: readonly VoiceProvider[]): CatalogueVoice[] {
  const languages = Object.keys(ESPEAK_LANGUAGES);
  const voices: CatalogueVoice[] = [];
  const add = (provider: VoiceProvider, voiceType: VoiceType, order: number, list: Array<[string, string, Gender]>) => {
    for (const languageCode of languages) {
      list.forEach(([id, name, gender], i) => {
        voices.push({
          optionKey: `${provider}:${languageCode}:${slug(name)}`,
          provider,
          providerVoiceId: id,
          name,
          gender,
          languageCode,
          voiceType,
          displayOrder: order + i,
        });
      });
    }
  };
  if (providers.includes('openai')) {
    add(
      'openai',
      'Premium',
      10,
      OPENAI_VOICES.map(([id, gender]) => [id, capitalise(id), gender]),
    );
  }
  if (providers.includes('elevenlabs')) {
    add(
      'elevenlabs',
      'Ultra',
      30,
      ELEVENLABS_VOICES.map(([id, name, gender]) => [id, name, gender]),
    );
  }
  if (providers.includes('gemini'))
    add(
      'gemini',
      'Neural',
      50,
      GEMINI_VOICES.map(([id, gender]) => [id, id, gender]),
    );
  return voices;
}

/** Where each discovering provider's voices sit in a tier's list: after the keyed providers of that tier. */
const DISCOVERED_ORDER: Partial<Record<VoiceProvider, number>> = { flite: 20, local: 60, 'speech-server': 100 };

/** The seeded languages a voice speaks: `en` means every English one; `en-US` that one, or else every English one. */
function seededLanguages(languages: readonly string[]): string[] {
  const seeded = Object.keys(ESPEAK_LANGUAGES);
  if (languages.length === 0) return seeded;
  const base = (code: string) => code.split('-')[0]?.toLowerCase() ?? code;
  const out = new Set<string>();
  for (const language of languages) {
    const exact = seeded.find((code) => code.toLowerCase() === language.toLowerCase());
    if (exact && language.includes('-')) out.add(exact);
    else for (const code of seeded) if (base(code) === base(language)) out.add(code);
  }
  return [...out];
}

/**
 * Voices found on this install (Flite's, local models', a speech server's), in each language they speak, with the
 * tier their provider gives them (DESIGN §7).
 */
export function discoveredCatalogue(found: ReadonlyMap<VoiceProvider, Discovery>): CatalogueVoice[] {
  const voices = new Map<string, CatalogueVoice>();
  for (const [provider, discovery] of found) {
    const order = DISCOVERED_ORDER[provider] ?? 200;
    discovery.voices.forEach((voice, i) => {
      for (const languageCode of seededLanguages(voice.languages)) {
        const optionKey = `${provider}:${languageCode}:${slug(voice.id)}`;
        if (voices.has(optionKey)) continue;
        voices.set(optionKey, {
          optionKey,
          provider,
          providerVoiceId: voice.id,
          name: voice.name,
          gender: voice.gender,
          languageCode,
          voiceType: voice.tier,
          displayOrder: order + i,
        });
      }
    });
  }
  return [...voices.values()];
}

/**
 * What an operator can do about a tier this install leaves empty, or offers in English only: one sentence each,
 * logged at start-up (a tier with nothing says so, and how to add voices).
 */
export function tierNotices(catalogue: readonly CatalogueVoice[]): string[] {
  const has = (tier: VoiceType) => catalogue.some((v) => v.voiceType === tier);
  const notices: string[] = [];
  if (!catalogue.some((v) => v.voiceType === 'Premium' && !v.languageCode.startsWith('en-'))) {
    notices.push(
      'Premium voices speak English only here (Flite): set OPENAI_API_KEY for Premium voices in every language.',
    );
  }
  if (!has('Neural')) {
    notices.push(
      'No Neural voices on this install: add a local model with `npm run voices -- add en_US-lessac-medium` (or `kokoro`), point SPEECH_SERVER_URL at a speech server, or set GOOGLE_GENERATIVE_AI_API_KEY.',
    );
  }
  if (!has('Ultra')) notices.push('No Ultra voices on this install: set ELEVENLABS_API_KEY to offer them.');
  return notices;
}
