import { parseTranscript, type ScriptLine, speakersOf } from '@podloom/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config';
import { countSpokenWords } from '../text/word-count';
import { createScriptWriter, type WriterProgress } from '../writer';
import { WriterError } from '../writer-error';
import {
  type ChatHandler,
  type ChatReply,
  type ChatRequest,
  type ChatServer,
  startChatServer,
} from './test-chat-server';

const OUTLINE = JSON.stringify({
  title: 'Solar power at home',
  segments: [
    { heading: 'How panels work', points: ['photovoltaic cells', 'inverters'] },
    { heading: 'What it costs', points: ['falling prices', 'payback time'] },
    { heading: 'Getting started', points: ['roof checks', 'incentives'] },
  ],
});

/** Each part is about thirty words, so a one-minute script (150 words) lands inside the budget. */
const PARTS: Record<string, string> = {
  opening:
    'Asha: Welcome to the show, everyone. I am Asha, and today we talk about solar power at home.\nRavi: Thanks, Asha. I have wanted to understand solar panels for years.\n',
  'segment 1':
    'Asha: Panels turn sunlight into electricity with photovoltaic cells.\nRavi: So the roof becomes a small power station?\nAsha: Exactly, and an inverter makes the power usable in the house.\n',
  'segment 2':
    'Ravi: Is it still expensive?\nAsha: Prices have fallen by about ninety percent since twenty ten.\nRavi: Wow. How long until it pays for itself?\nAsha: Usually eight to twelve years.\n',
  'segment 3':
    'Ravi: Where should someone begin?\nAsha: Check the roof for shade and orientation first.\nRavi: And ask about local incentives.\nAsha: Yes, they can cover a big part of the cost.\n',
  closing:
    'Asha: That is our look at solar power. Thank you, Ravi.\nRavi: Thanks, Asha. Goodbye, everyone.\nAsha: Goodbye, and thanks for listening.\n',
};

function scriptedReply(request: ChatRequest): ChatReply {
  if (request.task.includes('Plan a podcast episode')) return { text: OUTLINE };
  if (request.task.includes('Write only the opening')) return { text: PARTS.opening as string };
  const segment = /Write only segment (\d) of/.exec(request.task);
  if (segment) return { text: PARTS[`segment ${segment[1]}`] as string };
  if (request.task.includes('Write only the closing')) return { text: PARTS.closing as string };
  return { status: 400 };
}

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

const input = {
  topic: 'solar power at home',
  language: 'en-US',
  tone: 'Casual',
  speakers: ['Asha', 'Ravi'],
  minutes: 1,
};

describe('model writer over the OpenAI chat-completions wire format', () => {
  it('writes a script: outline first, then each part streamed line by line', async () => {
    const writer = await writerAgainst(scriptedReply);
    const events: WriterProgress[] = [];
    const result = await writer.write(input, (e) => events.push(e));

    expect(writer.name).toBe('openai-compatible:test-model');
    expect(result.title).toBe('Solar power at home');
    expect(parseTranscript(result.transcript)).toEqual(result.lines);
    expect(speakersOf(result.lines)).toEqual(['Asha', 'Ravi']);
    expect(result.lines[0]?.text).toMatch(/^Welcome to the show/);
    expect(result.lines.at(-1)?.text).toMatch(/Goodbye, and thanks for listening/);
    expect(result.wordCount).toBe(result.lines.reduce((n, l) => n + countSpokenWords(l.text), 0));
    expect(result.wordCount).toBeGreaterThanOrEqual(150 * 0.85);
    expect(result.wordCount).toBeLessThanOrEqual(150 * 1.15);

    const requests = server?.requests ?? [];
    expect(requests[0]?.stream).toBe(false); // the outline: structured output
    expect(requests.slice(1).every((r) => r.stream)).toBe(true);
    expect(requests).toHaveLength(1 + 5); // outline, intro, three segments, outro: no length fix needed
    // Each segment sees the transcript so far.
    expect(requests[3]?.ask).toContain('Asha: Panels turn sunlight into electricity');

    const live = events.filter((e): e is Extract<WriterProgress, { type: 'line' }> => e.type === 'line');
    expect(live.map((e) => e.line)).toEqual(result.lines);
    expect(live.map((e) => e.index)).toEqual(result.lines.map((_, i) => i));
    expect(events.filter((e) => e.type === 'stage').map((e) => (e as { stage: string }).stage)).toContain('writing');
  });

  it('asks for the format and the focus in the system prompt and the outline', async () => {
    const writer = await writerAgainst(scriptedReply);
    await writer.write({ ...input, format: 'critique', focus: 'the payback time' });
    const requests = server?.requests ?? [];
    const system = (r: (typeof requests)[number]) =>
      JSON.stringify(r.messages.filter((m) => m.role === 'system').map((m) => m.content));
    expect(requests.every((r) => system(r).includes('Format of the episode: a Critique'))).toBe(true);
    expect(requests[0]?.task).toContain('Concentrate the episode on: the payback time');
    expect(requests[0]?.task).toContain('what it leaves out');
  });

  it('retries a 500 and then succeeds', async () => {
    let failures = 0;
    const writer = await writerAgainst((request, index) => {
      if (index === 0 || index === 2) {
        failures += 1;
        return { status: 500 };
      }
      return scriptedReply(request);
    });
    const result = await writer.write(input);
    expect(failures).toBe(2);
    expect(speakersOf(result.lines)).toEqual(['Asha', 'Ravi']);
    expect(server?.requests).toHaveLength(2 + 6);
  });

  it('waits and retries on 429 with retry-after', async () => {
    const writer = await writerAgainst((request, index) =>
      index === 0 ? { status: 429, headers: { 'retry-after-ms': '10' } } : scriptedReply(request),
    );
    const result = await writer.write(input);
    expect(result.lines.length).toBeGreaterThan(5);
  });
});

describe('model writer: repairs and rewrites', () => {
  it('makes one repair attempt on unusable output, then fails with a sentence', async () => {
    const writer = await writerAgainst((request) => {
      if (request.ask.includes('Plan a podcast episode')) return { text: OUTLINE };
      return { text: 'Narrator: Once upon a time there was a podcast.\nAnnouncer: And it was about the sun.\n' };
    });
    const events: WriterProgress[] = [];
    const failure = await writer.write(input, (e) => events.push(e)).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(WriterError);
    expect((failure as WriterError).code).toBe('WRITER_UNUSABLE_OUTPUT');
    expect((failure as WriterError).message).toBe('the writer returned a script we could not use');
    // outline, the first part, its one repair: then it stops.
    expect(server?.requests).toHaveLength(3);
    expect(server?.requests[2]?.ask).toContain('could not be used');
    expect(server?.requests[2]?.messages.some((m) => m.role === 'assistant')).toBe(true);
  });

  it('repairs an outline that is not valid JSON once, and fails when the repair is not either', async () => {
    let outlines = 0;
    const writer = await writerAgainst((request) => {
      if (request.task.includes('Plan a podcast episode')) {
        outlines += 1;
        return { text: outlines === 1 ? 'Sure! Here is a plan: intro, middle, end.' : OUTLINE };
      }
      return scriptedReply(request);
    });
    expect((await writer.write(input)).title).toBe('Solar power at home');
    expect(outlines).toBe(2);
    expect(server?.requests[1]?.ask).toContain('could not be used');

    await server?.close();
    const broken = await writerAgainst(() => ({ text: '{"title": "x", "segments": []}' }));
    await expect(broken.write(input)).rejects.toMatchObject({ code: 'WRITER_UNUSABLE_OUTPUT' });
    expect(server?.requests).toHaveLength(2);
  });

  it('repairs a part whose first answer had a stranger in it', async () => {
    let spoiled = false;
    const writer = await writerAgainst((request) => {
      if (!spoiled && request.ask.includes('segment 2 of')) {
        spoiled = true;
        return { text: 'Asha: Prices fell a lot.\nMystery Caller: I have a question!\n' };
      }
      return scriptedReply(request);
    });
    const events: WriterProgress[] = [];
    const result = await writer.write(input, (e) => events.push(e));
    expect(speakersOf(result.lines)).toEqual(['Asha', 'Ravi']);
    expect(result.transcript).not.toContain('Mystery');
    // The spoiled part's line was shown, then withdrawn.
    expect(events.some((e) => e.type === 'reset')).toBe(true);
    expect(events.filter((e) => e.type === 'line').length).toBe(result.lines.length + 1);
  });

  it('rewrites once when the script misses the word budget', async () => {
    const writer = await writerAgainst((request) => {
      if (request.ask.includes('Rewrite it to about')) {
        const long = Array.from({ length: 12 }, (_, i) =>
          i % 2
            ? `Ravi: That is a fair point about panels, batteries and the grid, number ${i}.`
            : `Asha: Here is detail ${i} about solar energy that matters for homes and for the bills we pay.`,
        );
        return { text: long.join('\n') };
      }
      return scriptedReply(request);
    });
    const events: WriterProgress[] = [];
    const result = await writer.write({ ...input, minutes: 2 }, (e) => events.push(e));
    expect(server?.requests.at(-1)?.ask).toContain('Make it longer');
    expect(events.at(-2)).toMatchObject({ type: 'reset' });
    expect((events.at(-2) as { lines: ScriptLine[] }).lines).toEqual(result.lines);
    expect(result.wordCount).toBeGreaterThan(170);
  });
});

describe('model writer: failures and providers', () => {
  it('gives up after the retries with a sentence when the server keeps failing', async () => {
    const writer = await writerAgainst(() => ({ status: 503 }));
    await expect(writer.write(input)).rejects.toMatchObject({ code: 'WRITER_UNAVAILABLE', statusCode: 503 });
    expect(server?.requests).toHaveLength(4);
  });

  it('refuses with a sentence when the credentials are rejected', async () => {
    const writer = await writerAgainst(() => ({ status: 401 }));
    await expect(writer.write(input)).rejects.toMatchObject({ message: 'the writer refused our credentials' });
    expect(server?.requests).toHaveLength(1);
  });

  it('stops at the time limit', async () => {
    server = await startChatServer(() => ({ text: OUTLINE }));
    const config = loadConfig({ LLM_PROVIDER: 'openai-compatible', OPENAI_BASE_URL: server.url });
    const writer = createScriptWriter(config, { totalTimeoutMs: 1, policy: { baseDelayMs: 5 } });
    await expect(writer.write(input)).rejects.toMatchObject({ code: 'WRITER_TIMEOUT' });
  });

  it('works through the openai provider with a base URL too', async () => {
    server = await startChatServer(scriptedReply);
    const config = loadConfig({ LLM_PROVIDER: 'openai', OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: server.url });
    const result = await createScriptWriter(config).write(input);
    expect(speakersOf(result.lines)).toEqual(['Asha', 'Ravi']);
    expect(server.requests[0]?.model).toBe('gpt-4o-mini');
  });
});
