import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseTranscript } from '@podloom/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTempStorage } from '../../providers/audio/testing/audio-test-kit';
import { EspeakProvider } from '../../providers/tts/espeak';
import { synthesizerFrom } from '../../providers/tts/index';
import type { VoiceRef, VoiceSynthesizer } from '../../providers/tts/tts';
import { type RenderInput, renderPodcastAudio } from './render';

const host: VoiceRef = { provider: 'espeak', providerVoiceId: 'en-us+f4', languageCode: 'en-US' };
const guest: VoiceRef = { provider: 'espeak', providerVoiceId: 'en-us+m3', languageCode: 'en-US' };
const lines = parseTranscript(
  [
    'Maya: Welcome to the show about tidy servers.',
    'Leo: Thanks. Today we clean up after ourselves.',
    'Maya: Every render writes scratch files first.',
    'Leo: And none of them may outlive the job.',
  ].join('\n'),
);

// Nothing left behind: the render's scratch folder goes at the end of the job, whatever its outcome.
describe('a render removes its scratch folder', () => {
  let synthesizer: VoiceSynthesizer;
  let temp: Awaited<ReturnType<typeof createTempStorage>>;
  let tempRoot: string;

  beforeAll(async () => {
    const espeak = new EspeakProvider();
    await espeak.warm();
    synthesizer = synthesizerFrom([espeak]);
    temp = await createTempStorage();
  });
  afterAll(async () => {
    await synthesizer?.close();
    await temp?.cleanup();
  });
  beforeEach(async () => {
    tempRoot = await mkdtemp(path.join(tmpdir(), 'podloom-cleanup-test-'));
    return () => rm(tempRoot, { recursive: true, force: true });
  });

  /** Renders, noting whether the scratch folder existed while the lines were read (so the test can fail). */
  async function render(overrides: Partial<RenderInput> = {}) {
    let seenWhileRendering = 0;
    const outcome = await renderPodcastAudio({
      podcastId: 9,
      lines,
      voices: { Maya: host, Leo: guest },
      storage: temp.storage,
      synthesizer,
      tempRoot,
      ...overrides,
      onProgress: (p) => {
        if (p.stage === 'synthesizing') {
          void readdir(tempRoot).then((names) => {
            seenWhileRendering = Math.max(seenWhileRendering, names.length);
          });
        }
        overrides.onProgress?.(p);
      },
    }).then(
      (result) => ({ result, error: null }),
      (error: unknown) => ({ result: null, error }),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    return { ...outcome, seenWhileRendering, left: await readdir(tempRoot) };
  }

  it('after a render that succeeds', async () => {
    const { result, seenWhileRendering, left } = await render();
    expect(result?.durationSeconds).toBeGreaterThan(1);
    expect(seenWhileRendering).toBe(1);
    expect(left).toEqual([]);
  });

  it('after a render that fails part-way', async () => {
    const failing: VoiceSynthesizer = {
      ...synthesizer,
      synthesize: async (request) => {
        if (request.text.includes('outlive')) throw new Error('voice engine crashed');
        return synthesizer.synthesize(request);
      },
    };
    // New words, so the line cache of the first test does not spare the synthesizer.
    const fresh = lines.map((line) => ({ ...line, text: `${line.text} Once more.` }));
    const { error, left } = await render({ synthesizer: failing, lines: fresh });
    expect(String(error)).toContain('voice engine crashed');
    expect(left).toEqual([]);
  });

  it('after a render that is aborted', async () => {
    const controller = new AbortController();
    const { error, seenWhileRendering, left } = await render({
      signal: controller.signal,
      onProgress: (p) => {
        if (p.stage === 'synthesizing' && p.done === 1) controller.abort(new Error('cancelled by the test'));
      },
    });
    expect(String(error)).toContain('cancelled by the test');
    expect(seenWhileRendering).toBe(1);
    expect(left).toEqual([]);
  });
});
