// Script quality: ten fixed topics, the offline writer and a model writer (a local OpenAI-compatible stand-in,
// bench/script-quality/fake-model.ts), at 5 and 30 minutes. Prints unique sentences, repeated stock lines, answers
// carrying a fact of the material, words per minute against 150 and time to write; then what a listener notices
// (text/listener-measures.ts): questions naming the material as written, questions around one lowercase word,
// reused reaction templates, repeated sentences and host lines taking up the previous answer, also for a bare
// topic with research unreachable; then five host–guest exchanges, beside those of bench/script-quality/
// exchanges-before.txt (the writer before host talk) when that file is there.
// Run: npx tsx bench/script-quality.bench.ts [--baseline <checkout>] [--offline] [--sample-out <file>]
//   --baseline: the writers of another checkout (e.g. main); --offline: the offline writer only;
//   --sample-out: write the five exchanges to a file (how exchanges-before.txt was made).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

// The stand-in model does not do structured output; the SDK's warning about it would drown the table.
(globalThis as { AI_SDK_LOG_WARNINGS?: boolean }).AI_SDK_LOG_WARNINGS = false;

import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import type { ScriptLine } from '@podloom/contract';
import { startWikiServer } from '../apps/server/src/modules/generation/research/test-wiki-server';
import {
  hostReferenceShare,
  measureQuestions,
  repeatedSentences,
  reusedReactionShapes,
} from '../apps/server/src/providers/llm/text/listener-measures';
import {
  factShare,
  repeatedStockLines,
  uniqueSentenceShare,
} from '../apps/server/src/providers/llm/text/script-measures';
import { formatExchanges, pickExchanges, sideBySide } from './script-quality/exchanges';
import { startFakeModel } from './script-quality/fake-model';
import { type BenchTopic, benchTopics } from './script-quality/topics';

type Write = (input: Record<string, unknown>) => Promise<{ lines: ScriptLine[]; wordCount: number }>;

const flag = process.argv.indexOf('--baseline');
const offlineOnly = process.argv.includes('--offline');
const sampleFlag = process.argv.indexOf('--sample-out');
const root = path.resolve(flag > 0 ? (process.argv[flag + 1] as string) : path.join(import.meta.dirname, '..'));
const load = (file: string) => import(pathToFileURL(path.join(root, 'apps/server/src', file)).href);
const researchFile = 'modules/generation/research/research.ts';
const canResearch = existsSync(path.join(root, 'apps/server/src', researchFile));

const topics = benchTopics();
const wiki = await startWikiServer({ en: topics.flatMap((t) => (t.article ? [t.article] : [])) });
const model = await startFakeModel();
const { createScriptWriter } = await load('providers/llm/writer.ts');
const { loadConfig } = await load('config.ts');
const researcher = canResearch
  ? new (await load(researchFile)).Researcher({ enabled: true, wikiUrl: wiki.template })
  : undefined;

const offline: Write = (input) => createScriptWriter(loadConfig({})).write(input);
const writers: Array<[string, Write]> = [
  ['offline', offline],
  [
    'model',
    (input) =>
      createScriptWriter(
        loadConfig({ LLM_PROVIDER: 'openai-compatible', OPENAI_BASE_URL: model.url, LLM_MODEL: 'bench' }),
        {
          policy: { baseDelayMs: 5, maxDelayMs: 20 },
        },
      ).write(input),
  ],
];

if (offlineOnly) writers.pop();

interface Measure {
  unique: number;
  stock: number;
  facts: number;
  wpm: number;
  ms: number;
  lines: ScriptLine[];
  material: string;
}

async function measure(write: Write, topic: BenchTopic, minutes: number, research = true): Promise<Measure> {
  const started = performance.now();
  // A topic alone is researched first, as the generation job does; a checkout without research writes from nothing.
  let sourceText = topic.material;
  if (!sourceText && researcher && research) {
    const found = await researcher.research({ topic: topic.topic, description: topic.description, language: 'en-IN' });
    sourceText = found.text || undefined;
  }
  const script = await write({
    topic: topic.topic,
    description: topic.description,
    sourceText,
    language: 'en-IN',
    tone: 'Casual',
    speakers: ['Asha', 'Ravi'],
    minutes,
  });
  const ms = performance.now() - started;
  const material = sourceText ? (topic.material ?? topic.article?.text ?? '') : '';
  return {
    lines: script.lines,
    material,
    unique: uniqueSentenceShare(script.lines),
    stock: repeatedStockLines(script.lines, material),
    facts: factShare(script.lines, material),
    wpm: script.wordCount / minutes,
    ms,
  };
}

const pct = (n: number) => `${(n * 100).toFixed(1)}%`;
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;

console.log(`script quality: ${topics.length} topics, writers of ${root}${canResearch ? '' : ' (no research)'}`);
console.log(
  'goals: unique sentences ≥ 97%, repeated stock lines 0, answers with a fact ≥ 60% (offline), 150 words/min ± 10%',
);
const header = [
  'writer',
  'min',
  'topics',
  'unique sent. (min)',
  'stock rep. (max)',
  'answers w/ fact',
  'words/min (range)',
  'time p50 (max)',
];
const rows: string[][] = [header];
for (const [name, write] of writers) {
  for (const minutes of [5, 30]) {
    for (const kind of ['material', 'topic-only'] as const) {
      const chosen = topics.filter((t) => (kind === 'material' ? t.material : t.article));
      const results: Measure[] = [];
      for (const topic of chosen) results.push(await measure(write, topic, minutes));
      const wpm = results.map((r) => r.wpm);
      rows.push([
        name,
        String(minutes),
        kind,
        `${pct(mean(results.map((r) => r.unique)))} (${pct(Math.min(...results.map((r) => r.unique)))})`,
        `${results.reduce((n, r) => n + r.stock, 0)} (${Math.max(...results.map((r) => r.stock))})`,
        pct(mean(results.map((r) => r.facts))),
        `${mean(wpm).toFixed(0)} (${Math.min(...wpm).toFixed(0)}–${Math.max(...wpm).toFixed(0)})`,
        `${median(results.map((r) => r.ms)).toFixed(0)} ms (${Math.max(...results.map((r) => r.ms)).toFixed(0)})`,
      ]);
    }
  }
}
printTable(rows);

function printTable(table: string[][]): void {
  const widths = (table[0] as string[]).map((_, i) => Math.max(...table.map((r) => (r[i] as string).length)));
  for (const row of table) console.log(row.map((cell, i) => cell.padEnd(widths[i] as number)).join('  '));
}

// What a listener notices, for the offline writer: the ten topics at 5 and 30 minutes, and the five bare topics with
// research unreachable (the general conversation).
console.log('\nwhat a listener notices (offline writer)');
console.log(
  'goals: questions naming the material ≥ 90%, lone-keyword questions 0, reused reactions 0, repeated sentences 0, host lines taking up the answer ≥ 50%',
);
const listener: string[][] = [
  [
    'min',
    'topics',
    'questions naming',
    'lone keyword',
    'reused reactions',
    'repeated sent.',
    'host refers',
    'words/min',
  ],
];
const samples: Measure[] = [];
for (const minutes of [5, 30]) {
  for (const kind of ['material', 'topic-only', 'general'] as const) {
    const chosen = topics.filter((t) => (kind === 'material' ? t.material : t.article));
    const results: Measure[] = [];
    for (const topic of chosen) results.push(await measure(offline, topic, minutes, kind !== 'general'));
    if (minutes === 5 && kind !== 'general') samples.push(...results);
    const questions = results.map((r) => measureQuestions(r.lines, r.material));
    const asked = questions.reduce((n, q) => n + q.questions, 0);
    listener.push([
      String(minutes),
      kind === 'general' ? 'topic-only, no research' : kind,
      kind === 'general' ? '–' : pct(questions.reduce((n, q) => n + q.naming, 0) / Math.max(1, asked)),
      kind === 'general' ? '–' : String(questions.reduce((n, q) => n + q.loneKeyword, 0)),
      String(results.reduce((n, r) => n + reusedReactionShapes(r.lines), 0)),
      String(results.reduce((n, r) => n + repeatedSentences(r.lines), 0)),
      kind === 'general' ? '–' : pct(mean(results.map((r) => hostReferenceShare(r.lines)))),
      mean(results.map((r) => r.wpm)).toFixed(0),
    ]);
  }
}
printTable(listener);

const exchanges = pickExchanges(
  samples.map((r) => r.lines),
  5,
);
const sampleOut = sampleFlag > 0 ? process.argv[sampleFlag + 1] : undefined;
if (sampleOut) writeFileSync(sampleOut, formatExchanges(exchanges));
const beforeFile = path.join(import.meta.dirname, 'script-quality/exchanges-before.txt');
console.log('\nfive host–guest exchanges (5 minutes, seeded pick)');
console.log(
  existsSync(beforeFile) && !sampleOut
    ? sideBySide(readFileSync(beforeFile, 'utf8'), formatExchanges(exchanges))
    : formatExchanges(exchanges),
);
await wiki.close();
await model.close();
