import type { ScriptLine } from '@podloom/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTempStorage } from '../../providers/audio/testing/audio-test-kit';
import { synthesizerFrom } from '../../providers/tts/index';
import { SpeechServerProvider } from '../../providers/tts/speech-server';
import {
  type SpeechAnswer,
  type SpeechTestServer,
  startSpeechTestServer,
} from '../../providers/tts/testing/speech-test-server';
import type { VoiceRef } from '../../providers/tts/tts';
import { type RenderInput, renderPodcastAudio } from './render';

// A far-away voice: every line is read by a local server speaking OpenAI's speech API after a delay.
const voices: Record<string, VoiceRef> = {
  Asha: { provider: 'speech-server', providerVoiceId: 'af_bella', languageCode: 'en-US' },
  Ravi: { provider: 'speech-server', providerVoiceId: 'am_adam', languageCode: 'en-US' },
};
let scripts = 0;
/** A script whose lines are new to the line cache. */
function script(count: number): ScriptLine[] {
  scripts++;
  return Array.from({ length: count }, (_, i) => ({
    speaker: i % 2 ? 'Ravi' : 'Asha',
    text: `Line ${i}: the harbour's tide tables were written by hand for ${100 + scripts} years.`,
  }));
}
const lineOf = (input: string) => Number(/^Line (\d+):/.exec(input)?.[1]);
/** Each line's audio is as long as its number says, so the programme's timings show which line went where. */
const secondsOf = (line: number) => 0.5 + 0.05 * line;

let temp: Awaited<ReturnType<typeof createTempStorage>>;
let server: SpeechTestServer | undefined;
beforeAll(async () => {
  temp = await createTempStorage();
  // One render first, as a server that has been up a while has done: loading fetch and the mixer costs this
  // process a few hundred milliseconds once, which would otherwise land inside the timings below.
  await renderWith(() => ({ ms: 10, seconds: 0.5 }), script(2));
  await server?.close();
  server = undefined;
});
afterAll(async () => {
  await temp?.cleanup();
});
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function renderWith(
  answer: (line: number, index: number) => SpeechAnswer,
  lines: ScriptLine[],
  more: Partial<RenderInput> = {},
) {
  server = await startSpeechTestServer((input, index) => answer(lineOf(input), index));
  const synthesizer = synthesizerFrom([new SpeechServerProvider({ url: server.url, concurrency: 4, baseDelayMs: 50 })]);
  const result = await renderPodcastAudio({
    podcastId: 31,
    lines,
    voices,
    storage: temp.storage,
    synthesizer,
    ...more,
  });
  return { result, server };
}

describe('rendering with a far-away voice', () => {
  it('keeps the server at its concurrency, asks in script order and assembles in order when answers come out of order', async () => {
    const lines = script(16);
    // Within every four lines the later ones are answered first.
    const delay = (line: number) => 300 + 60 * (3 - (line % 4));
    const { result, server } = await renderWith((line) => ({ ms: delay(line), seconds: secondsOf(line) }), lines);
    expect(server.mostInFlight()).toBe(4);
    // Asked for in script order: requests sent in the same instant may overtake each other on the way.
    const order = server.requests.map((r) => lineOf(r.input));
    expect([...order].sort((a, b) => a - b)).toEqual(lines.map((_, i) => i));
    for (const [position, line] of order.entries()) expect(Math.abs(position - line)).toBeLessThan(4);
    // The server read them four at a time throughout: from the first request to the last answer took well under
    // half of reading them one by one (a quarter, were nothing else using this machine).
    const serial = lines.reduce((sum, _, i) => sum + delay(i), 0);
    const span = Math.max(...server.requests.map((r) => r.answeredAt ?? 0)) - (server.requests[0]?.arrivedAt ?? 0);
    expect(span).toBeLessThan(serial / 2);
    expect(result.lineTimings.map((t) => t.index)).toEqual(lines.map((_, i) => i));
    for (const timing of result.lineTimings) {
      expect(timing.end - timing.start).toBeCloseTo(secondsOf(timing.index), 2);
    }
  });

  it('retries a refused line without holding a slot, and ahead of the lines still waiting', async () => {
    const lines = script(16);
    const { result, server } = await renderWith(
      (line, index) =>
        index === 0 ? { ms: 0, status: 503, retryAfterSeconds: 0.2 } : { ms: 400, seconds: secondsOf(line) },
      lines,
    );
    const order = server.requests.map((r) => lineOf(r.input));
    // Line 4 was asked for while lines 1–3 were still being read: line 0's wait held no slot.
    const read = server.requests.filter((r, i) => i > 0 && r.answeredAt !== undefined);
    const firstAnswer = Math.min(...read.map((r) => r.answeredAt as number));
    const line4 = server.requests[order.indexOf(4)];
    expect(line4?.arrivedAt).toBeLessThan(firstAnswer);
    // The retry went before every first try still waiting when its wait ended (lines 8 and on).
    expect(order.lastIndexOf(0)).toBeLessThan(order.indexOf(8));
    expect(result.lineTimings.map((t) => t.index)).toEqual(lines.map((_, i) => i));
    expect(result.lineTimings[0]?.end).toBeCloseTo(secondsOf(0) + (result.lineTimings[0]?.start ?? 0), 2);
  });

  it('publishes the first audio once the first line is in, while the next is still being read', async () => {
    const lines = script(6);
    let firstAt = 0;
    let opening = 0;
    const started = performance.now();
    const { result } = await renderWith(
      (line) => (line === 0 ? { ms: 100, seconds: 4 } : { ms: 1500, seconds: 2 }),
      lines,
      {
        onFirstAudio: (first) => {
          firstAt = performance.now() - started;
          opening = first.durationSeconds;
        },
      },
    );
    expect(firstAt).toBeGreaterThan(0);
    expect(firstAt).toBeLessThan(1400);
    expect(opening).toBeGreaterThanOrEqual(4);
    expect(opening).toBeLessThan(5);
    expect(result.startKey).toBeDefined();
  });

  it('stops the requests in flight when the render is cancelled, and asks for no more', async () => {
    const lines = script(12);
    const controller = new AbortController();
    const rendering = renderWith(() => ({ ms: 5000, seconds: 1 }), lines, { signal: controller.signal });
    const caught = rendering.catch((error: unknown) => error);
    await until(() => (server?.requests.length ?? 0) >= 4);
    const cancelledAt = performance.now();
    controller.abort(new Error('cancelled by the test'));
    expect(((await caught) as Error).message).toBe('cancelled by the test');
    expect(performance.now() - cancelledAt).toBeLessThan(1000);
    await until(() => server?.inFlight() === 0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(server?.requests).toHaveLength(4);
    expect(server?.requests.every((r) => r.abandoned && r.answeredAt === undefined)).toBe(true);
  });
});

async function until(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (!condition()) {
    if (performance.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
