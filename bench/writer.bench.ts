// Offline script writer: time to write a 2, 5 and 10 minute script (the default and the plans' episode lengths,
// spec 000 §9), topic only and with source texts of about 3,000 words and of 200 KB (TextRank over its sentences
// included).
// Run: npx tsx bench/writer.bench.ts
import { performance } from 'node:perf_hooks';
import { writeOffline } from '../apps/server/src/providers/llm/builtin/builtin-writer';

const SENTENCES = [
  'Solar panels convert sunlight into electricity using photovoltaic cells made mostly of silicon.',
  'The price of solar panels has fallen sharply over the last decade, which changed the economics of home energy.',
  'A typical home system pays for itself within eight to twelve years, depending on sunshine and prices.',
  'Batteries let households store surplus electricity and use it in the evening.',
  'Net metering rules allow homeowners to sell surplus electricity back to the grid.',
  'Panel efficiency drops slowly, usually by about half a percent every year.',
  'Installers check roof orientation and shading before they recommend a system.',
  'Government incentives can cover a large share of the installation cost in some countries.',
  'Solar electricity cuts household carbon emissions over the lifetime of the system.',
  'Maintenance is usually limited to cleaning the panels and checking the inverter.',
];
// About 3,000 words: 20 paragraphs of 10 sentences, each sentence varied so they are distinct.
const SOURCE = Array.from({ length: 20 }, (_, p) =>
  SENTENCES.map((s, i) => s.replace(/\.$/, ` in region ${String.fromCharCode(65 + ((p + i) % 26))}.`)).join(' '),
).join('\n');

/** The largest source extractSourceText passes on (200 KB of text); TextRank ranks its first 600 sentences. */
const LARGEST = Array.from({ length: 12 }, (_, k) => SOURCE.replaceAll('region', `area ${k} region`))
  .join('\n')
  .slice(0, 200_000);

const RUNS = 30;

function measure(minutes: number, sourceText?: string): { p50: number; max: number; words: number } {
  const times: number[] = [];
  let words = 0;
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    const result = writeOffline({
      topic: `solar power at home ${i}`,
      language: 'en-IN',
      tone: 'Casual',
      speakers: ['Asha', 'Ravi'],
      minutes,
      sourceText,
    });
    times.push(performance.now() - started);
    words = result.wordCount;
  }
  times.sort((a, b) => a - b);
  return { p50: times[Math.floor(RUNS / 2)] as number, max: times.at(-1) as number, words };
}

writeOffline({ topic: 'warm-up', language: 'en-IN', tone: 'Formal', speakers: ['A'], minutes: 2, sourceText: SOURCE });
console.log(`offline writer, ${RUNS} runs each (en-IN, 2 speakers)`);
for (const [label, source] of [
  ['topic only', undefined],
  ['with ~3,000-word source', SOURCE],
  ['with 200 KB source', LARGEST],
] as const) {
  for (const minutes of [2, 5, 10]) {
    const { p50, max, words } = measure(minutes, source);
    console.log(
      `${label.padEnd(26)} ${String(minutes).padStart(2)} min: p50 ${p50.toFixed(2)} ms, max ${max.toFixed(2)} ms (${words} words)`,
    );
  }
}
