import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EspeakProvider } from '../../providers/tts/espeak';
import { synthesizerFrom } from '../../providers/tts/index';
import { ipaToEspeak, phonemeMark } from '../../providers/tts/phonemes';
import type { SpeechProvider, VoiceProvider, VoiceRef, VoiceSynthesizer } from '../../providers/tts/tts';
import { applyPronunciations, type PronunciationEntry, pronunciationInput } from '../voices';

const podloom: PronunciationEntry = { text: 'Podloom', sayAs: '/ˈpɒd.luːm/ pod loom', language: '' };
const line = 'Welcome to Podloom, the show about sound.';

describe('IPA entries', () => {
  it('convert English IPA to eSpeak phonemes, and refuse a symbol they cannot read with a sentence', () => {
    expect(ipaToEspeak('ˈpɒd.luːm')).toEqual({ phonemes: "p'0dlu:m" });
    expect(ipaToEspeak('təˈmɑːtəʊ')).toEqual({ phonemes: "t@m'A:toU" });
    expect(ipaToEspeak('ˈθɪŋk ˈðæt')).toEqual({ phonemes: "T'INk D'at" });
    expect(ipaToEspeak('ˈdʒʌdʒ')).toEqual({ phonemes: "dZ'VdZ" });
    expect(ipaToEspeak('ʀuʒ')).toEqual({ unknown: 'ʀ' });
    const refused = pronunciationInput.safeParse({ text: 'Rouge', sayAs: '/ʀuʒ/' });
    expect(refused.error?.issues[0]?.message).toBe(
      'We cannot read the IPA symbol “ʀ”. Please use the symbols of English IPA, or write a respelling.',
    );
    expect(pronunciationInput.safeParse({ text: 'Podloom', sayAs: '/ˈpɒd.luːm' }).error?.issues[0]?.message).toBe(
      'Please close the IPA with a slash, like /ˈpɒd.luːm/.',
    );
    expect(pronunciationInput.safeParse({ text: 'Podloom', sayAs: '/ˈpɒd.luːm/' }).success).toBe(true);
  });

  it('give eSpeak phonemes, an SSML provider a <phoneme>, local models the IPA, and the others the respelling', async () => {
    const given = new Map<VoiceProvider, string>();
    const noting = (provider: VoiceProvider): SpeechProvider => ({
      provider,
      sampleRate: 24_000,
      synthesize: async (request) => {
        given.set(provider, request.text);
        return { samples: new Float32Array(10), sampleRate: 24_000 };
      },
    });
    const engines: VoiceProvider[] = ['espeak', 'elevenlabs', 'openai', 'gemini', 'flite', 'local', 'speech-server'];
    const synthesizer = synthesizerFrom(engines.map(noting));
    for (const provider of engines) {
      const voice: VoiceRef = { provider, providerVoiceId: 'v', languageCode: 'en-US' };
      await synthesizer.synthesize({ voice, text: applyPronunciations(line, [podloom], 'en-US') });
    }
    expect(given.get('espeak')).toBe("Welcome to [[p'0dlu:m]], the show about sound.");
    expect(given.get('elevenlabs')).toBe(
      'Welcome to <phoneme alphabet="ipa" ph="ˈpɒd.luːm">pod loom</phoneme>, the show about sound.',
    );
    // Local neural models get the IPA (syllable dot dropped) in a mark their worker reads, with the respelling.
    expect(given.get('local')).toBe(`Welcome to ${phonemeMark('ˈpɒdluːm', 'pod loom')}, the show about sound.`);
    for (const provider of ['openai', 'gemini', 'flite', 'speech-server'] as const) {
      expect(given.get(provider)).toBe('Welcome to pod loom, the show about sound.');
    }
    // Without a respelling, engines that cannot take phonemes read the word as the script writes it.
    given.clear();
    const bare = { ...podloom, sayAs: '/ˈpɒd.luːm/' };
    const voice: VoiceRef = { provider: 'openai', providerVoiceId: 'v', languageCode: 'en-US' };
    await synthesizer.synthesize({ voice, text: applyPronunciations(line, [bare], 'en-US') });
    expect(given.get('openai')).toBe(line);
  });
});

describe('an IPA entry with the real eSpeak', () => {
  let espeak: VoiceSynthesizer;
  const voice: VoiceRef = { provider: 'espeak', providerVoiceId: 'en-us+f4', languageCode: 'en-US' };
  beforeAll(async () => {
    const provider = new EspeakProvider();
    await provider.warm();
    espeak = synthesizerFrom([provider]);
  });
  afterAll(async () => {
    await espeak?.close();
  });

  it('changes the rendered line: the phonemes are spoken, not the brackets or the word as spelled', async () => {
    const say = async (entries: PronunciationEntry[]) =>
      (await espeak.synthesize({ voice, text: applyPronunciations(line, entries, 'en-US') })).samples;
    const plain = await say([]);
    const ipa = await say([{ ...podloom, sayAs: '/ˈpɒd.luːm ˈstjuː.di.əʊ/' }]);
    const seconds = (s: Float32Array) => s.length / 22_050;
    // "Podloom" becomes "Podloom Studio": longer by about a word, not by "bracket bracket …" read aloud.
    expect(seconds(ipa) - seconds(plain)).toBeGreaterThan(0.3);
    expect(seconds(ipa) - seconds(plain)).toBeLessThan(1.2);
    // The same length as the phonemes written by hand (eSpeak marks stress before the vowel).
    const byHand = await espeak.synthesize({
      voice,
      text: "Welcome to [[p'0dlu:m stj'u:dioU]], the show about sound.",
    });
    expect(Math.abs(byHand.samples.length - ipa.length)).toBeLessThan(200);
  });
});
