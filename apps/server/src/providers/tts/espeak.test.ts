import { describe, expect, it } from 'vitest';
import { estimatePitch } from '../audio/pitch';
import { EspeakProvider, escapeSsml, parseEspeakVoice } from './espeak';
import type { VoiceRef } from './tts';

const voice = (providerVoiceId: string, languageCode = 'en-US'): VoiceRef => ({
  provider: 'espeak',
  providerVoiceId,
  languageCode,
});

describe('eSpeak voices', () => {
  it('speaks in worker threads without blocking the event loop, and reads & and < aloud', async () => {
    const espeak = new EspeakProvider();
    try {
      let ticks = 0;
      const timer = setInterval(() => ticks++, 5);
      const text = 'Salt & pepper, and 3 < 4. '.repeat(12);
      const results = await Promise.all(
        Array.from({ length: 6 }, () => espeak.synthesize({ voice: voice('en-us+m3'), text })),
      );
      clearInterval(timer);
      expect(ticks).toBeGreaterThan(2);
      for (const pcm of results) {
        expect(pcm.sampleRate).toBe(22_050);
        // Twelve sentences take well over ten seconds when every word is read.
        expect(pcm.samples.length / pcm.sampleRate).toBeGreaterThan(10);
      }
    } finally {
      await espeak.close();
    }
  });

  it('gives women and men clearly different pitches, in several languages', async () => {
    const espeak = new EspeakProvider();
    try {
      for (const [language, text] of [
        ['en-us', 'This is a test of the voice, spoken at a natural pace.'],
        ['hi', 'नमस्ते, यह आवाज़ का एक परीक्षण है।'],
        ['es', 'Hola, esta es una prueba de la voz.'],
      ] as const) {
        const female = await espeak.synthesize({ voice: voice(`${language}+f4`), text });
        const male = await espeak.synthesize({ voice: voice(`${language}+m3`), text });
        const ratio = (estimatePitch(female.samples, 22_050) ?? 0) / (estimatePitch(male.samples, 22_050) ?? 1);
        expect(ratio, language).toBeGreaterThan(1.3);
      }
    } finally {
      await espeak.close();
    }
  });

  it('parses voice settings and escapes SSML', () => {
    expect(parseEspeakVoice('hi+f4')).toEqual({ voice: 'hi+f4', rate: 165, pitch: 50, range: 50 });
    expect(parseEspeakVoice('en-us+m3?pitch=70&rate=999&range=20')).toEqual({
      voice: 'en-us+m3',
      rate: 450,
      pitch: 70,
      range: 20,
    });
    expect(escapeSsml('a & b < c > d')).toBe('a &amp; b &lt; c &gt; d');
  });
});
