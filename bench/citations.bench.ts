// Citations: over the fixed material sets of bench/script-quality (five topics with 2,000–5,000 words of material),
// the offline writer and a model writer (the local OpenAI-compatible server with a stand-in model that cites, and
// cites wrongly every fourth answer and makes up a figure every seventh: providers/llm/model/test-citing-model.ts).
// Prints the share of lines stating something (a number, a name, a quotation) that carry a verified citation, the
// share of kept citations that verify again on their own, the lines flagged unsupported, and the time the check adds
// as a share of the time to write.
// Run: npx tsx bench/citations.bench.ts
(globalThis as { AI_SDK_LOG_WARNINGS?: boolean }).AI_SDK_LOG_WARNINGS = false;

import { performance } from 'node:perf_hooks';
import type { ScriptLine, SourcePassage } from '@podloom/contract';
import { loadConfig } from '../apps/server/src/config';
import { startChatServer } from '../apps/server/src/providers/llm/model/test-chat-server';
import { citingModel } from '../apps/server/src/providers/llm/model/test-citing-model';
import { factsOf, splitPassages, verifyLine, verifyScript } from '../apps/server/src/providers/llm/text/citations';
import { splitSentences } from '../apps/server/src/providers/llm/text/sentences';
import { createScriptWriter, type ScriptResult } from '../apps/server/src/providers/llm/writer';
import { benchTopics } from './script-quality/topics';

const SPEAKERS = ['Asha', 'Ravi'];

interface Tally {
  factual: number;
  backed: number;
  kept: number;
  keptVerify: number;
  claimed: number;
  unsupported: number;
  writeMs: number;
  verifyMs: number;
}

const empty = (): Tally => ({
  factual: 0,
  backed: 0,
  kept: 0,
  keptVerify: 0,
  claimed: 0,
  unsupported: 0,
  writeMs: 0,
  verifyMs: 0,
});

function states(line: ScriptLine, ignored: Set<string>): boolean {
  return splitSentences(line.text).some((s) => factsOf(s, 'en', ignored).states);
}

function measure(tally: Tally, script: ScriptResult, writeMs: number): void {
  const ignoredNames = [...SPEAKERS, script.title, ...script.segments.map((s) => s.title)];
  const started = performance.now();
  const checked = verifyScript(script.lines, script.citations, script.passages, { ignoredNames });
  tally.verifyMs += performance.now() - started;
  tally.writeMs += writeMs;
  const ignored = new Set(ignoredNames.flatMap((n) => n.toLowerCase().split(/\s+/)));
  const byIndex = new Map(checked.lines.map((l) => [l.index, l]));
  const passages = new Map(script.passages.map((p) => [`${p.sourceId}.${p.passage}`, p]));
  script.lines.forEach((line, i) => {
    const record = byIndex.get(i);
    tally.claimed += script.citations[i]?.length ?? 0;
    if (record?.unsupported) tally.unsupported += 1;
    if (!states(line, ignored)) return;
    tally.factual += 1;
    if (record?.citations.length) tally.backed += 1;
  });
  for (const record of checked.lines) {
    for (const c of record.citations) {
      tally.kept += 1;
      if (verifyLine(record.text, [c], passages, { ignoredNames }).citations.length) tally.keptVerify += 1;
    }
  }
}

const pct = (a: number, b: number) => (b ? `${((100 * a) / b).toFixed(1)}%` : '—');

function report(label: string, t: Tally): void {
  console.log(
    [
      label.padEnd(28),
      `factual lines ${String(t.factual).padStart(4)}`,
      `with a verified citation ${pct(t.backed, t.factual).padStart(6)}`,
      `citations claimed ${String(t.claimed).padStart(4)}, kept ${String(t.kept).padStart(4)}`,
      `kept that verify ${pct(t.keptVerify, t.kept).padStart(6)}`,
      `unsupported ${String(t.unsupported).padStart(3)}`,
      `check ${t.verifyMs.toFixed(0)} ms of ${t.writeMs.toFixed(0)} ms writing (${pct(t.verifyMs, t.writeMs)})`,
    ].join(' | '),
  );
}

async function main() {
  const topics = benchTopics().filter((b) => b.material);
  const passagesOf = (material: string, i: number): SourcePassage[] => splitPassages(i + 1, material);
  const offline = createScriptWriter(loadConfig({ LLM_PROVIDER: 'builtin' }));
  const server = await startChatServer(citingModel());
  const model = createScriptWriter(
    loadConfig({ LLM_PROVIDER: 'openai-compatible', OPENAI_BASE_URL: server.url, LLM_MODEL: 'stand-in' }),
    { policy: { baseDelayMs: 5, maxDelayMs: 20, requestTimeoutMs: 30_000 } },
  );
  console.log(`citations: ${topics.length} material sets, en-IN, ${SPEAKERS.join(' and ')}`);
  try {
    for (const [name, writer] of [
      ['offline writer', offline],
      ['model writer (stand-in)', model],
    ] as const) {
      for (const minutes of [5, 10]) {
        const tally = empty();
        for (const [i, topic] of topics.entries()) {
          const input = {
            topic: topic.topic,
            description: topic.description,
            language: 'en-IN',
            tone: 'Casual',
            speakers: SPEAKERS,
            minutes,
            sourceText: topic.material,
            passages: passagesOf(topic.material as string, i),
          };
          const started = performance.now();
          const script = await writer.write(input);
          measure(tally, script, performance.now() - started);
        }
        report(`${name}, ${minutes} min`, tally);
      }
    }
  } finally {
    await server.close();
  }
}

await main();
