import type { VoiceProvider } from './tts';

/**
 * A pronunciation written in IPA travels inside a line's text as a mark the synthesiser turns into what each
 * engine takes: eSpeak's phoneme input, SSML for providers that read it, the respelling for the others. The marks
 * are private-use characters, which no script line contains (and no engine is ever given).
 */
const OPEN = '\uE000';
const BETWEEN = '\uE001';
const CLOSE = '\uE002';
const MARK = new RegExp(`${OPEN}([^${BETWEEN}${CLOSE}]*)${BETWEEN}([^${CLOSE}]*)${CLOSE}`, 'g');

/** An IPA pronunciation, with what engines that cannot take phonemes read instead. */
export function phonemeMark(ipa: string, fallback: string): string {
  return `${OPEN}${ipa}${BETWEEN}${fallback}${CLOSE}`;
}

/**
 * English IPA → eSpeak NG's ASCII phoneme names (its `[[…]]` input; close to Kirshenbaum). Longest symbols are
 * matched first; stress marks become `'` and `,`, syllable dots and ties are dropped.
 */
const IPA_TO_ESPEAK: ReadonlyArray<readonly [string, string]> = [
  // Affricates and diphthongs (before their parts).
  ['t͡ʃ', 'tS'],
  ['d͡ʒ', 'dZ'],
  ['tʃ', 'tS'],
  ['dʒ', 'dZ'],
  ['eɪ', 'eI'],
  ['aɪ', 'aI'],
  ['ɔɪ', 'OI'],
  ['aʊ', 'aU'],
  ['əʊ', 'oU'],
  ['oʊ', 'oU'],
  ['ɪə', 'i@'],
  ['eə', 'e@'],
  ['ɛə', 'e@'],
  ['ʊə', 'U@'],
  // Long vowels.
  ['iː', 'i:'],
  ['uː', 'u:'],
  ['ɑː', 'A:'],
  ['ɔː', 'O:'],
  ['ɜː', '3:'],
  ['ɝ', '3:'],
  ['ɚ', '3'],
  // Short vowels.
  ['i', 'i'],
  ['ɪ', 'I'],
  ['ᵻ', 'I2'],
  ['e', 'E'],
  ['ɛ', 'E'],
  ['æ', 'a'],
  ['a', 'a'],
  ['ɐ', 'a#'],
  ['ɑ', 'A:'],
  ['ɒ', '0'],
  ['ɔ', 'O:'],
  ['o', 'oU'],
  ['ʌ', 'V'],
  ['ʊ', 'U'],
  ['u', 'u:'],
  ['ə', '@'],
  ['ɜ', '3:'],
  // Consonants.
  ['p', 'p'],
  ['b', 'b'],
  ['t', 't'],
  ['d', 'd'],
  ['k', 'k'],
  ['g', 'g'],
  ['ɡ', 'g'],
  ['f', 'f'],
  ['v', 'v'],
  ['θ', 'T'],
  ['ð', 'D'],
  ['s', 's'],
  ['z', 'z'],
  ['ʃ', 'S'],
  ['ʒ', 'Z'],
  ['h', 'h'],
  ['x', 'x'],
  ['m', 'm'],
  ['n', 'n'],
  ['ŋ', 'N'],
  ['l', 'l'],
  ['ɫ', 'l'],
  ['r', 'r'],
  ['ɹ', 'r'],
  ['ɾ', 't'],
  ['j', 'j'],
  ['w', 'w'],
  ['ʍ', 'w'],
  ['ʔ', '?'],
  // Stress, length and breaks.
  ['ˈ', "'"],
  ["'", "'"],
  ['ˌ', ','],
  ['ː', ':'],
  ['.', ''],
  ['͡', ''],
  [' ', ' '],
];

const ESPEAK_VOWEL = /^[iIEaA0OVUu@3eo]/;

/**
 * eSpeak's phonemes for an IPA transcription, or the first symbol the table does not know. IPA marks stress before
 * the syllable, eSpeak before its vowel: a stress mark waits for the next vowel.
 */
export function ipaToEspeak(ipa: string): { phonemes: string } | { unknown: string } {
  let out = '';
  let stress = '';
  let i = 0;
  const text = ipa.normalize('NFC');
  while (i < text.length) {
    const found = IPA_TO_ESPEAK.find(([symbol]) => text.startsWith(symbol, i));
    if (!found) return { unknown: String.fromCodePoint(text.codePointAt(i) as number) };
    const [symbol, phoneme] = found;
    i += symbol.length;
    if (phoneme === "'" || phoneme === ',') stress = phoneme;
    else if (ESPEAK_VOWEL.test(phoneme)) {
      out += stress + phoneme;
      stress = '';
    } else out += phoneme;
  }
  return { phonemes: out.replace(/\s+/g, ' ').trim() };
}

/** Providers that read SSML's `<phoneme alphabet="ipa">` inside the text they are sent. */
const SSML_PHONEMES: ReadonlySet<VoiceProvider> = new Set<VoiceProvider>(['elevenlabs']);

const xmlAttribute = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The text as one engine is given it: each IPA mark becomes eSpeak's `[[phonemes]]`, an SSML `<phoneme>` for
 * providers that read it, the IPA itself for local neural models (their worker reads the mark), and the respelling
 * (or the word as written) for every other engine.
 */
export function textForEngine(provider: VoiceProvider, text: string): string {
  if (!text.includes(OPEN)) return text;
  return text.replace(MARK, (_, ipa: string, fallback: string) => {
    if (provider === 'espeak') {
      const converted = ipaToEspeak(ipa);
      return 'phonemes' in converted ? `[[${converted.phonemes}]]` : fallback;
    }
    if (SSML_PHONEMES.has(provider)) return `<phoneme alphabet="ipa" ph="${xmlAttribute(ipa)}">${fallback}</phoneme>`;
    // Local neural models read eSpeak's IPA: the mark goes on to their worker, which puts this IPA in as written.
    // Syllable dots and ties are not phonemes (and a dot would end the sentence there).
    if (provider === 'local')
      return phonemeMark(ipa.replace(/\.|\u0361|\u035C|‿/g, ''), fallback.replace(/[.!?…,;:—]/g, ' '));
    return fallback;
  });
}
