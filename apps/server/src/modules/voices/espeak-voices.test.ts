import { describe, expect, it } from 'vitest';
import { estimatePitch } from '../../providers/audio/pitch';
import { EspeakProvider } from '../../providers/tts/espeak';
import { findEspeakLibrary } from '../../providers/tts/espeak-native.mjs';
import { EspeakPool } from '../../providers/tts/espeak-pool';
import { espeakCatalogue } from './voices.catalogue';

describe('the Basic catalogue', () => {
  it.for([
    ["eSpeak NG's own library", undefined, 'native'],
    ['the WASM build', 'off', 'wasm'],
  ] as const)('speaks every voice with its own gender through %s', async ([, library, engine], { skip }) => {
    if (engine === 'native' && !findEspeakLibrary(undefined)) {
      // CI installs Debian's libespeak-ng1 (.ci/run): there a missing library is a failure.
      if (process.env.CI) throw new Error('libespeak-ng.so.1 is not installed: .ci/run installs libespeak-ng1.');
      return skip('libespeak-ng.so.1 is not installed here');
    }
    const espeak = new EspeakProvider(new EspeakPool({ size: 2, library }));
    try {
      const voices = espeakCatalogue();
      expect(voices.length).toBeGreaterThanOrEqual(100);
      const spoken = await Promise.all(
        voices.map(async (voice) => {
          const ref = {
            provider: 'espeak' as const,
            providerVoiceId: voice.providerVoiceId,
            languageCode: voice.languageCode,
          };
          const pcm = await espeak.synthesize({ voice: ref, text: '1, 2, 3, 4, 5, 6.' });
          return [voice, pcm.samples.length / pcm.sampleRate, estimatePitch(pcm.samples, pcm.sampleRate) ?? 0] as const;
        }),
      );
      expect(espeak.engine?.engine).toBe(engine);
      for (const [voice, seconds] of spoken) expect(seconds, voice.providerVoiceId).toBeGreaterThan(0.4);
      // Each language's variants apply: its women speak clearly higher than its men.
      for (const language of new Set(voices.map((v) => v.languageCode))) {
        const pitches = (gender: string) =>
          spoken.filter(([v]) => v.languageCode === language && v.gender === gender).map(([, , pitch]) => pitch);
        expect(Math.min(...pitches('female')) / Math.max(...pitches('male')), language).toBeGreaterThan(1.3);
      }
    } finally {
      await espeak.close();
    }
  });
});
