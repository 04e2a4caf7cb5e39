import type { VoiceOption } from './voices-api';

export interface ChosenVoices {
  hostVoice: string | null;
  guestVoice: string | null;
}

/** Spec 000 §4: the host takes the first voice and the guest the second, or null for one speaker. */
export function defaultVoices(voices: readonly VoiceOption[], speakers: number): ChosenVoices {
  return {
    hostVoice: voices[0]?.optionKey ?? null,
    guestVoice: speakers >= 2 ? (voices[1]?.optionKey ?? null) : null,
  };
}

export interface VoiceRuleInput {
  current: ChosenVoices;
  /** The voices the language offers, in display order. */
  voices: readonly VoiceOption[];
  speakers: number;
  /** The language was changed (not just set when the screen opened). */
  languageChanged: boolean;
}

/**
 * The voices to use once a language's list is known. A language change always takes the defaults (spec 000 §4).
 * Otherwise the saved choice is kept (the locally saved state persists it) as long as the list still offers it;
 * a missing or unoffered voice takes its default. One speaker has no guest voice.
 */
export function applyVoiceRule({ current, voices, speakers, languageChanged }: VoiceRuleInput): ChosenVoices {
  const defaults = defaultVoices(voices, speakers);
  if (languageChanged) return defaults;
  const offered = (key: string | null) => (key && voices.some((v) => v.optionKey === key) ? key : null);
  return {
    hostVoice: offered(current.hostVoice) ?? defaults.hostVoice,
    guestVoice: speakers >= 2 ? (offered(current.guestVoice) ?? defaults.guestVoice) : null,
  };
}

/**
 * Speakers 3 and 4 keep an offered voice; otherwise (or after a language change) speaker n takes the language's
 * n-th voice, so every speaker starts with a voice of their own where the language offers enough.
 */
export function moreSpeakerVoices(
  current: ReadonlyArray<string | null>,
  voices: readonly VoiceOption[],
  languageChanged: boolean,
): Array<string | null> {
  const offered = (key: string | null) => (key && voices.some((v) => v.optionKey === key) ? key : null);
  return current.map((key, i) => {
    const fallback = voices.length ? (voices[(i + 2) % voices.length]?.optionKey ?? null) : null;
    return (languageChanged ? null : offered(key)) ?? fallback;
  });
}
