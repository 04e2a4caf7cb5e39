import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config';
import { createScriptWriter } from '../writer';
import { type ChatHandler, type ChatRequest, type ChatServer, startChatServer } from './test-chat-server';

/** The model writer plans first, then writes segment by segment knowing what came before. */
let server: ChatServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function writerAgainst(handler: ChatHandler) {
  server = await startChatServer(handler);
  const config = loadConfig({
    LLM_PROVIDER: 'openai-compatible',
    OPENAI_BASE_URL: server.url,
    LLM_MODEL: 'test-model',
  });
  return createScriptWriter(config, { policy: { baseDelayMs: 5, maxDelayMs: 20, requestTimeoutMs: 5_000 } });
}

const SOURCE = [
  'The Visigoths under Alaric sacked Rome in 410, the first time in eight centuries the city had fallen.',
  'The Vandals took Carthage in 439, cutting Rome off from the grain of its richest provinces.',
  'Heavy taxation and debased silver coinage weakened the economy of the western provinces.',
  'Rival generals fought civil wars while short-lived emperors followed one another in quick succession.',
].join(' ');

function outline(count: number): string {
  const topics = [
    'the sack of Rome by Alaric',
    'Carthage and the Vandals',
    'taxation and coinage',
    'civil wars and emperors',
  ];
  return JSON.stringify({
    title: 'Why Rome fell',
    segments: Array.from({ length: count }, (_, i) => ({
      heading: `Part ${i + 1}: ${topics[i % topics.length]}`,
      points: [topics[i % topics.length] as string, `angle ${i + 1}`],
    })),
  });
}

/** Segment n says two sentences of its own; the words are padded to about the asked length. */
function segmentText(n: number, words: number): string {
  const filler = Array.from(
    { length: Math.max(1, Math.round(words / 12)) },
    (_, k) =>
      `Asha: Point ${n}.${k} keeps the story moving forward today.\nRavi: I see how ${n}.${k} follows from that.`,
  );
  return `${filler.join('\n')}\n`;
}

function reply(request: ChatRequest, repeatAt?: number): { text: string } {
  if (request.task.includes('Plan a podcast episode')) {
    const count = Number(/with (\d+) segments/.exec(request.task)?.[1] ?? 3);
    return { text: outline(count) };
  }
  const words = Number(
    /About (\d+) words/i.exec(request.task)?.[1] ?? /about (\d+) words/.exec(request.task)?.[1] ?? 60,
  );
  if (request.task.includes('Write only the opening')) {
    return {
      text: 'Asha: Welcome, I am Asha and this is Ravi. Today: why Rome fell.\nRavi: Hello Asha, hello everyone.\n',
    };
  }
  const segment = /Write only segment (\d+) of/.exec(request.task);
  if (segment) {
    const n = Number(segment[1]);
    // The first answer for this segment repeats segment 1's first line; a repair says something new.
    if (n === repeatAt && request.ask === request.task) return { text: segmentText(1, words) };
    return { text: segmentText(n, words) };
  }
  return { text: 'Asha: Thank you, Ravi.\nRavi: Thank you, Asha. Goodbye.\nAsha: Goodbye, everyone.\n' };
}

describe('model writer, segment by segment', () => {
  it('plans as many segments as a long episode needs and tells each what was covered and which facts to use', async () => {
    const writer = await writerAgainst((request) => reply(request));
    const result = await writer.write({
      topic: 'Why Rome fell',
      language: 'en-US',
      tone: 'Formal',
      speakers: ['Asha', 'Ravi'],
      minutes: 30,
      sourceText: SOURCE,
    });
    const requests = server?.requests ?? [];
    expect(requests[0]?.task).toContain('with 12 segments');
    const segments = requests.filter((r) => /Write only segment \d+ of 12/.test(r.task));
    expect(segments).toHaveLength(12);
    expect(segments[0]?.task).not.toContain('Already covered');
    expect(segments[2]?.task).toContain(
      'Already covered in earlier segments (do not go back to it): Part 1: the sack of Rome',
    );
    // A material this short is one passage, given with its id to every segment it is relevant to.
    expect(segments[1]?.task).toContain('each passage starts with its id in brackets:\n[S0.0] The Visigoths');
    expect(segments[1]?.task).toContain('The Vandals took Carthage in 439');
    expect(result.wordCount).toBeGreaterThan(4500 * 0.85);
  });

  it('repairs once a segment that repeats earlier lines', async () => {
    const writer = await writerAgainst((request) => reply(request, 2));
    const result = await writer.write({
      topic: 'Why Rome fell',
      language: 'en-US',
      tone: 'Formal',
      speakers: ['Asha', 'Ravi'],
      minutes: 5,
      sourceText: SOURCE,
    });
    const repairs = (server?.requests ?? []).filter((r) => r.ask.includes('it repeated what was already said'));
    expect(repairs).toHaveLength(1);
    const texts = result.lines.map((l) => l.text);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('describes distinct roles for three and four speakers', async () => {
    const writer = await writerAgainst((request) => reply(request));
    await writer
      .write({
        topic: 'Why Rome fell',
        language: 'en-US',
        tone: 'Formal',
        speakers: ['Asha', 'Ravi', 'Meera', 'John'],
        minutes: 2,
      })
      .catch(() => undefined);
    const system = (server?.requests[0]?.messages.find((m) => m.role === 'system')?.content as string) ?? '';
    expect(system).toContain('Meera is the co-host');
    expect(system).toContain('John is the expert');
    expect(system).toContain('Ravi is the guest');
  });
});
