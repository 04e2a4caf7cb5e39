import { parseTranscript } from '@podloom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTempStorage } from '../../providers/audio/testing/audio-test-kit';
import { EspeakProvider } from '../../providers/tts/espeak';
import { synthesizerFrom } from '../../providers/tts/index';
import type { SynthesizeRequest, VoiceRef, VoiceSynthesizer } from '../../providers/tts/tts';
import type { PronunciationEntry } from '../voices';
import { renderPodcastAudio } from './render';

const entry = (text: string, sayAs: string, language = ''): PronunciationEntry => ({ text, sayAs, language });

describe('a render with a pronunciation dictionary', () => {
  const voice: VoiceRef = { provider: 'espeak', providerVoiceId: 'en-us+f4', languageCode: 'en-US' };
  const lines = parseTranscript(
    'Maya: Welcome to Podloom, the show about sound.\nMaya: Today, a word about microphones.\nMaya: Podloom again.',
  );
  let espeak: VoiceSynthesizer;
  let temp: Awaited<ReturnType<typeof createTempStorage>>;
  const given: string[] = [];
  /** eSpeak, noting the text each line is given. */
  const noting: Pick<VoiceSynthesizer, 'synthesize' | 'sampleRateOf'> = {
    synthesize: (request: SynthesizeRequest) => {
      given.push(request.text);
      return espeak.synthesize(request);
    },
    sampleRateOf: (provider) => espeak.sampleRateOf(provider),
  };
  beforeAll(async () => {
    const provider = new EspeakProvider();
    await provider.warm();
    espeak = synthesizerFrom([provider]);
    temp = await createTempStorage();
  });
  afterAll(async () => {
    await espeak?.close();
    await temp?.cleanup();
  });
  const render = (pronunciations: PronunciationEntry[]) =>
    renderPodcastAudio({
      podcastId: 5,
      lines,
      voices: { Maya: voice },
      pronunciations,
      storage: temp.storage,
      synthesizer: noting as VoiceSynthesizer,
    });
  const firstLine = (r: Awaited<ReturnType<typeof render>>) =>
    (r.lineTimings[0]?.end ?? 0) - (r.lineTimings[0]?.start ?? 0);

  it('gives the engine the respelling, reads it longer, and re-reads only the lines a changed entry is in', async () => {
    const plain = await render([]);
    expect(given).toContain('Welcome to Podloom, the show about sound.');
    given.length = 0;
    const spelled = await render([entry('Podloom', 'pod loom, the podcast loom of many threads')]);
    expect(given.sort()).toEqual([
      'Welcome to pod loom, the podcast loom of many threads, the show about sound.',
      'pod loom, the podcast loom of many threads again.',
    ]);
    // The line with no entry came from the cache; the respelled line lasts longer.
    expect(spelled.synthesizedLines).toBe(2);
    expect(firstLine(spelled)).toBeGreaterThan(firstLine(plain) + 1);
    // Changing the entry re-reads the two lines that hold it, and nothing else.
    given.length = 0;
    const changed = await render([entry('Podloom', 'pod loom')]);
    expect(changed.synthesizedLines).toBe(2);
    expect(given.every((text) => text.includes('pod loom'))).toBe(true);
    // The same dictionary again: every line is cached.
    expect((await render([entry('Podloom', 'pod loom')])).synthesizedLines).toBe(0);
  });
});
