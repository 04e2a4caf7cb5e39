import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config';
import { splitPassages, verifyScript } from '../text/citations';
import { createScriptWriter } from '../writer';
import { type ChatServer, startChatServer } from './test-chat-server';
import { citingModel } from './test-citing-model';

const SOURCE = [
  'The Visigoths under Alaric sacked Rome in 410, the first time in eight centuries the city had fallen.',
  'The Vandals took Carthage in 439, cutting Rome off from the grain of its richest provinces.',
  'Heavy taxation and debased silver coinage weakened the economy of the western provinces.',
  'Rival generals fought civil wars while short-lived emperors followed one another in quick succession.',
  'Odoacer deposed Romulus Augustulus in 476, the date often given for the end of the western empire.',
  'The eastern empire, ruled from Constantinople, lasted for almost another thousand years.',
  'Historians such as Edward Gibbon blamed the loss of civic virtue, a view many now question.',
  'Climate cooling and the Antonine plague reduced the population long before the final collapse.',
].join('\n\n');

let server: ChatServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('a model that cites, sometimes wrongly', () => {
  it('gets its passages with ids, its markers taken off the lines, and its wrong citations dropped', async () => {
    server = await startChatServer(citingModel({ wrongEvery: 3, inventEvery: 5 }));
    const config = loadConfig({ LLM_PROVIDER: 'openai-compatible', OPENAI_BASE_URL: server.url, LLM_MODEL: 'm' });
    const writer = createScriptWriter(config, { policy: { baseDelayMs: 5, maxDelayMs: 20, requestTimeoutMs: 5_000 } });
    const halves = [SOURCE.split('\n\n').slice(0, 4), SOURCE.split('\n\n').slice(4)];
    const passages = halves.flatMap((half, i) => splitPassages(11 + i, half.join('\n\n')));
    const script = await writer.write({
      topic: 'Why Rome fell',
      language: 'en-US',
      tone: 'Formal',
      speakers: ['Asha', 'Ravi'],
      minutes: 3,
      sourceText: SOURCE,
      passages,
    });
    const segmentAsks = server.requests.filter((r) => /Write only segment/.test(r.task)).map((r) => r.task);
    expect(segmentAsks.some((t) => /^\[S1[12]\.\d+\] /m.test(t))).toBe(true);
    expect(segmentAsks[0]).toContain('write that passage');
    // No marker is left in what is spoken.
    expect(script.transcript).not.toMatch(/\[S\d/);
    const claimed = script.citations.flat();
    expect(claimed.length).toBeGreaterThan(4);

    const checked = verifyScript(script.lines, script.citations, script.passages, { ignoredNames: ['Asha', 'Ravi'] });
    const kept = checked.lines.flatMap((l) => l.citations);
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.length).toBeLessThan(claimed.length);
    // Each kept citation quotes its own passage.
    const byKey = new Map(passages.map((p) => [`${p.sourceId}.${p.passage}`, p.text]));
    for (const c of kept) expect(byKey.get(`${c.sourceId}.${c.passage}`)).toContain(c.quote);
    // The made-up figures are unsupported, whatever they cite.
    const invented = checked.lines.filter((l) => /ships sailed/.test(l.text));
    expect(invented.length).toBeGreaterThan(0);
    expect(invented.every((l) => l.unsupported)).toBe(true);
    // A line cited to the wrong passage loses it and is unsupported.
    const wrongly = script.lines.flatMap((line, i) => {
      const named = script.citations[i] ?? [];
      const own = named.some((c) => byKey.get(`${c.sourceId}.${c.passage}`)?.includes(line.text.slice(0, 15)));
      return named.length && !own && !/ships sailed/.test(line.text) ? [i] : [];
    });
    expect(wrongly.length).toBeGreaterThan(0);
    for (const i of wrongly) {
      const record = checked.lines.find((l) => l.index === i);
      expect(record?.citations.length ?? 0).toBe(0);
    }
  });
});
