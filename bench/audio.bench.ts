// Audio engine figures: a 10-minute two-speaker episode with offline voices, from click to a
// playable MP3; time until the first audio can be heard; time beyond synthesis; a re-render after a
// one-line edit; and ffmpeg encoding the same duration alone, so the figures read as ratios.
// Run: npx tsx bench/audio.bench.ts
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import type { ScriptLine } from '@podloom/contract';
import { EXPORT_FORMATS, type ExportFormat, exportAudio } from '../apps/server/src/modules/audio/export';
import { renderPodcastAudio } from '../apps/server/src/modules/audio/render';
import { decodeToPcm, resolveFfmpeg, runBinary } from '../apps/server/src/providers/audio/ffmpeg';
import { float32ToBytes } from '../apps/server/src/providers/audio/pcm';
import { mp3Args } from '../apps/server/src/providers/audio/programme-encoder';
import { ebur128 } from '../apps/server/src/providers/audio/testing/audio-test-kit';
import { createLocalStorage } from '../apps/server/src/providers/storage/local-storage';
import { EspeakProvider } from '../apps/server/src/providers/tts/espeak';
import { EspeakPool } from '../apps/server/src/providers/tts/espeak-pool';
import { synthesizerFrom } from '../apps/server/src/providers/tts/index';
import type { VoiceRef } from '../apps/server/src/providers/tts/tts';

const TARGET_MINUTES = 10;
const host: VoiceRef = { provider: 'espeak', providerVoiceId: 'en-us+f4', languageCode: 'en-US' };
const guest: VoiceRef = { provider: 'espeak', providerVoiceId: 'en-us+m3', languageCode: 'en-US' };

const OPENINGS = ['So', 'Well', 'Right', 'Honestly', 'You know', 'Look', 'Actually', 'In my experience'];
const TOPICS = [
  'remote teams',
  'open source',
  'customer research',
  'pricing',
  'hiring',
  'technical debt',
  'design reviews',
  'on-call rotations',
];
const CLAIMS = [
  'the hardest part is deciding what not to build',
  'most problems are communication problems wearing a technical costume',
  'a small experiment beats a long meeting almost every time',
  'you learn more from one angry customer than from a hundred polite surveys',
  'the best documentation is the one somebody actually reads',
  'speed comes from focus far more than from heroics',
];

/** A deterministic conversation of about `minutes` at eSpeak's pace (~165 words a minute), every line unique. */
function buildScript(minutes: number): ScriptLine[] {
  const lines: ScriptLine[] = [];
  let words = 0;
  for (let i = 0; words < minutes * 168; i++) {
    const speaker = i % 2 ? 'Leo' : 'Maya';
    const topic = TOPICS[i % TOPICS.length];
    const text =
      i % 9 === 4
        ? `Exactly, point ${i}.`
        : i % 7 === 3
          ? `What would you tell a team that struggles with ${topic} for the ${i}th time?`
          : `${OPENINGS[i % OPENINGS.length]}, when it comes to ${topic}, ${CLAIMS[i % CLAIMS.length]}, and that was true in case ${i} as well.`;
    lines.push({ speaker, text });
    words += text.split(/\s+/).length;
  }
  return lines;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

type Binaries = ReturnType<typeof resolveFfmpeg>;
type Storage = ReturnType<typeof createLocalStorage>;
type Synthesizer = ReturnType<typeof synthesizerFrom>;
type Render = Awaited<ReturnType<typeof renderPodcastAudio>>;
interface Round {
  synthesisOnly: number;
  /** CPU seconds of synthesis alone (eSpeak's worker threads, in this process). */
  synthesisCpu: number;
  render: number;
  firstAudio: number;
  lastLine: number;
  /** CPU seconds of this process during the render: main thread and eSpeak's worker threads. */
  processCpu: number;
  /** CPU seconds of the ffmpeg processes the render ran (they have all exited when it answers). */
  ffmpegCpu: number;
}

/** CPU seconds so far: this process (every thread), and its children that have exited (Linux: /proc/self/stat). */
function cpuSoFar(): { process: number; children: number } {
  const usage = process.cpuUsage();
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]?.split(' ') ?? [];
  const ticks = Number(fields[13]) + Number(fields[14]);
  return { process: (usage.user + usage.system) / 1e6, children: Number.isFinite(ticks) ? ticks / 100 : Number.NaN };
}

/** A store of its own under `dir`, so a render finds no line cached by another. */
const storageIn = (dir: string): Storage =>
  createLocalStorage({
    dataDir: dir,
    publicUrl: 'http://localhost',
    signingSecret: 'bench-secret-long-enough-0123456789',
  } as Parameters<typeof createLocalStorage>[0]);

const voiceOf = (line: ScriptLine) => (line.speaker === 'Maya' ? host : guest);

/**
 * The first click after boot, twice: once when nothing started the eSpeak workers (the render starts them), once
 * with the pool warmed when the server starts (`warm()` at boot) and a few seconds idle. Answers the warmed pool.
 */
async function firstRenders(lines: ScriptLine[], dir: string) {
  const renderOnce = (synthesizer: Synthesizer, target: Storage) =>
    renderPodcastAudio({ podcastId: 1, lines, voices: { Maya: host, Leo: guest }, storage: target, synthesizer });
  let t = performance.now();
  const lazy = synthesizerFrom([new EspeakProvider()]);
  await renderOnce(lazy, storageIn(path.join(dir, 'lazy')));
  const lazyRender = performance.now() - t;
  await lazy.close();

  t = performance.now();
  const espeak = new EspeakProvider();
  await espeak.warm();
  const workerStart = performance.now() - t;
  await new Promise((resolve) => setTimeout(resolve, 8000));
  const synthesizer = synthesizerFrom([espeak]);
  t = performance.now();
  await renderOnce(synthesizer, storageIn(path.join(dir, 'booted')));
  const bootedRender = performance.now() - t;
  return { espeak, synthesizer, lazyRender, workerStart, bootedRender };
}

/**
 * Three rounds of synthesis alone (the yardstick for "time beyond synthesis") and click to playable MP3 with a cold
 * line cache; the last round renders into `storage`, whose render is answered.
 */
async function timedRounds(
  lines: ScriptLine[],
  espeak: EspeakProvider,
  synthesizer: Synthesizer,
  dir: string,
  storage: Storage,
): Promise<{ rounds: Round[]; result: Render }> {
  const rounds: Round[] = [];
  let result: Render | undefined;
  for (let round = 0; round < 3; round++) {
    const synthesisStart = cpuSoFar().process;
    let t = performance.now();
    await Promise.all(lines.map((l) => espeak.synthesize({ voice: voiceOf(l), text: l.text })));
    const synthesisOnly = performance.now() - t;
    const synthesisCpu = cpuSoFar().process - synthesisStart;

    let firstAudio = 0;
    let lastLine = 0;
    const cpu = cpuSoFar();
    t = performance.now();
    result = await renderPodcastAudio({
      podcastId: 1,
      lines,
      voices: { Maya: host, Leo: guest },
      storage: round === 2 ? storage : storageIn(path.join(dir, `round-${round}`)),
      synthesizer,
      onFirstAudio: () => {
        firstAudio = performance.now() - t;
      },
      onProgress: (p) => {
        if (p.stage === 'synthesizing' && p.done === p.total) lastLine = performance.now() - t;
      },
    });
    const render = performance.now() - t;
    const after = cpuSoFar();
    const [processCpu, ffmpegCpu] = [after.process - cpu.process, after.children - cpu.children];
    rounds.push({ synthesisOnly, synthesisCpu, render, firstAudio, lastLine, processCpu, ffmpegCpu });
  }
  if (!result) throw new Error('no render');
  return { rounds, result };
}

/** ffmpeg alone on the same duration with the same encoder settings: its time, and its CPU seconds. */
async function encodeAlone(
  binaries: Binaries,
  file: string,
  result: Render,
  dir: string,
): Promise<{ wall: number; cpu: number }> {
  const pcm = await decodeToPcm(binaries, { file }, { sampleRate: result.sampleRate });
  const rawFile = path.join(dir, 'programme.f32');
  await writeFile(rawFile, float32ToBytes(pcm.samples));
  const cpu = cpuSoFar().children;
  const t = performance.now();
  await runBinary(binaries.ffmpeg, [
    ...[
      '-hide_banner',
      '-loglevel',
      'error',
      '-f',
      'f32le',
      '-ar',
      String(result.sampleRate),
      '-ac',
      '1',
      '-i',
      rawFile,
    ],
    ...mp3Args(4),
    path.join(dir, 'alone.mp3'),
  ]);
  return { wall: performance.now() - t, cpu: cpuSoFar().children - cpu };
}

/**
 * For comparison, where Debian's `espeak-ng` is installed: the same lines spoken by the native program, one process a
 * line (its command line has no way to mark where one line's audio ends in a stream), as many at once as there are
 * cores. Its CPU seconds and time; undefined without the program.
 */
async function nativeEspeak(lines: ScriptLine[]): Promise<{ wall: number; cpu: number } | undefined> {
  if (spawnSync('espeak-ng', ['--version']).status !== 0) return undefined;
  const speak = (line: ScriptLine) =>
    new Promise<void>((resolve, reject) => {
      const voice = voiceOf(line).providerVoiceId;
      const child = spawn('espeak-ng', ['-v', voice, '-s', '165', '-m', '--stdout', line.text], {
        stdio: ['ignore', 'ignore', 'ignore'],
      });
      child.on('error', reject);
      child.on('exit', () => resolve());
    });
  const queue = [...lines];
  const cpu = cpuSoFar().children;
  const t = performance.now();
  await Promise.all(
    Array.from({ length: availableParallelism() }, async () => {
      for (let line = queue.shift(); line; line = queue.shift()) await speak(line);
    }),
  );
  return { wall: performance.now() - t, cpu: cpuSoFar().children - cpu };
}

/** How long each export format takes for the episode. */
async function exportTimes(binaries: Binaries, storage: Storage, result: Render): Promise<string[]> {
  const exports: string[] = [];
  for (const format of Object.keys(EXPORT_FORMATS) as ExportFormat[]) {
    const t = performance.now();
    await exportAudio({
      storage,
      sourceKey: result.key,
      format,
      quality: format === 'mp3' ? 320 : undefined,
      ffmpeg: binaries,
    });
    exports.push(`${format} ${seconds(performance.now() - t)}`);
  }
  return exports;
}

interface Figures {
  lines: ScriptLine[];
  result: Render;
  again: Render;
  rounds: Round[];
  starts: { workerStart: number; lazyRender: number; bootedRender: number };
  rerender: number;
  encodeAlone: { wall: number; cpu: number };
  native?: { wall: number; cpu: number };
  /** Which eSpeak NG the rounds spoke with, and the same rounds with the WASM build (the baseline) when that was not it. */
  engine: string;
  wasm?: Round[];
  loudness: Awaited<ReturnType<typeof ebur128>>;
  exports: string[];
}

/** Prints the figures, medians of the three rounds with each round's value beside them. */
function report(figures: Figures) {
  const { lines, result, again, rounds, starts, rerender, encodeAlone, loudness, exports } = figures;
  const median = (key: keyof Round) => rounds.map((r) => r[key]).sort((a, b) => a - b)[1] as number;
  const spread = (key: keyof Round, unit = 1000) => rounds.map((r) => (r[key] / unit).toFixed(2)).join(' / ');
  const synthesisOnly = median('synthesisOnly');
  const render = median('render');
  const firstAudio = median('firstAudio');
  const lastLine = median('lastLine');
  const beyond = render - synthesisOnly;
  const rows: Array<[string, string, string]> = [
    [
      'episode',
      `${(result.durationSeconds / 60).toFixed(2)} min, ${lines.length} lines, ${(result.bytes / 1e6).toFixed(1)} MB`,
      '',
    ],
    ['eSpeak workers start (once per process)', seconds(starts.workerStart), 'then they warm up in the background'],
    [
      'first render after boot, workers not started',
      seconds(starts.lazyRender),
      'workers start and JIT-warm inside it',
    ],
    ['first render after boot, pool warmed at start', seconds(starts.bootedRender), 'warm() at boot, 8 s idle'],
    [
      'synthesis alone (all lines, pool)',
      seconds(synthesisOnly),
      `${(result.durationSeconds / (synthesisOnly / 1000)).toFixed(0)}× real time; rounds ${spread('synthesisOnly')}`,
    ],
    [
      'click to playable MP3 (cold line cache)',
      seconds(render),
      `goal ≤ 15 s: ${render <= 15_000 ? 'met' : 'missed'}; rounds ${spread('render')}`,
    ],
    [
      '  CPU per render: this process / ffmpeg',
      `${median('processCpu').toFixed(2)} s / ${median('ffmpegCpu').toFixed(2)} s`,
      `eSpeak's workers are in this process; rounds ${spread('processCpu', 1)} and ${spread('ffmpegCpu', 1)}`,
    ],
    [
      'time until the first audio can be heard',
      seconds(firstAudio),
      `goal ≤ 3 s: ${firstAudio <= 3000 ? 'met' : 'missed'}; rounds ${spread('firstAudio')}`,
    ],
    ['  last line synthesised within the render at', seconds(lastLine), `tail after it ${seconds(render - lastLine)}`],
    [
      'time beyond synthesis (render − synthesis alone)',
      seconds(beyond),
      `${((beyond / synthesisOnly) * 100).toFixed(0)}% of synthesis (goal ≤ 30%)`,
    ],
    [
      're-render after a one-line edit',
      seconds(rerender),
      `${again.synthesizedLines} synthesised, ${again.cachedLines} cached`,
    ],
    [
      'ffmpeg encoding the same duration alone (MP3)',
      seconds(encodeAlone.wall),
      `render = ${(render / encodeAlone.wall).toFixed(1)}× encode (goal ≤ 1.5×)`,
    ],
    [
      'loudness by ffmpeg ebur128 (the MP3)',
      `${loudness.integratedLufs} LUFS, ${loudness.truePeakDbtp} dBTP`,
      'goal −16 ± 1 LUFS, ≤ −1.5 dBTP',
    ],
    [
      'loudness by our meter (the PCM)',
      `${result.loudness.integratedLufs} LUFS, ${result.loudness.truePeakDbtp} dBTP`,
      '',
    ],
    ['exports of the episode', exports.join(', '), ''],
  ];
  console.log('(medians of three rounds)');
  for (const [name, value, note] of [...rows, ...floorRows(figures, median, spread)]) {
    console.log(`${name.padEnd(50)} ${value.padEnd(28)} ${note}`);
  }
}

/**
 * The least the render could take here: it must at least synthesise every line and encode the MP3, so on these
 * cores it cannot take less than that CPU spread over all of them, nor less than the encode itself.
 */
function floorRows(
  { encodeAlone, native, engine, wasm }: Figures,
  median: (key: keyof Round) => number,
  spread: (key: keyof Round, unit?: number) => string,
): Array<[string, string, string]> {
  const synthesisCpu = median('synthesisCpu');
  const floor = Math.max(encodeAlone.wall, ((synthesisCpu + encodeAlone.cpu) * 1000) / availableParallelism());
  return [
    ['synthesis alone: CPU', `${synthesisCpu.toFixed(2)} s`, `rounds ${spread('synthesisCpu', 1)}; ${engine}`],
    ...wasmRows(wasm, encodeAlone.wall),
    [
      'eSpeak NG native (espeak-ng, a process a line)',
      native ? `${native.cpu.toFixed(2)} s CPU, ${seconds(native.wall)}` : 'not installed',
      'for comparison only: one program start a line',
    ],
    ['ffmpeg encoding alone: CPU', `${encodeAlone.cpu.toFixed(2)} s`, ''],
    [
      'floor: (synthesis CPU + encode CPU) ÷ cores',
      seconds(floor),
      `${(floor / encodeAlone.wall).toFixed(1)}× encode, before any mixing, stems or loudness report`,
    ],
  ];
}

/** The baseline in the same run: the same rounds with the WASM build, when the render spoke through the library. */
function wasmRows(wasm: Round[] | undefined, encode: number): Array<[string, string, string]> {
  if (!wasm) return [];
  const median = (key: keyof Round) => wasm.map((r) => r[key]).sort((a, b) => a - b)[1] as number;
  const list = (key: keyof Round, unit = 1000) => wasm.map((r) => (r[key] / unit).toFixed(2)).join(' / ');
  return [
    [
      'baseline, WASM build: synthesis alone CPU',
      `${median('synthesisCpu').toFixed(2)} s`,
      `rounds ${list('synthesisCpu', 1)}`,
    ],
    [
      'baseline, WASM build: click to playable',
      seconds(median('render')),
      `render = ${(median('render') / encode).toFixed(1)}× encode; rounds ${list('render')}`,
    ],
  ];
}

/** The same three rounds with eSpeak's WASM build (ESPEAK_LIBRARY=off), when the rounds above used the library. */
async function wasmBaseline(lines: ScriptLine[], engine: string | undefined, dir: string, storage: Storage) {
  if (engine !== 'native') return undefined;
  const espeak = new EspeakProvider(new EspeakPool({ library: 'off' }));
  await espeak.warm();
  await Promise.all(lines.map((l) => espeak.synthesize({ voice: voiceOf(l), text: l.text })));
  const synthesizer = synthesizerFrom([espeak]);
  const { rounds } = await timedRounds(lines, espeak, synthesizer, path.join(dir, 'wasm'), storage);
  await synthesizer.close();
  return rounds;
}

async function main() {
  const binaries = resolveFfmpeg();
  const dir = await mkdtemp(path.join(tmpdir(), 'podloom-audio-bench-'));
  const storage = storageIn(dir);
  const lines = buildScript(TARGET_MINUTES);
  console.log(
    `machine: ${availableParallelism()} cores, load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}; ffmpeg from ${binaries.source}`,
  );

  const { espeak, synthesizer, ...starts } = await firstRenders(lines, dir);
  // One untimed pass: the workers' JIT keeps optimising eSpeak over the first minutes of speech, as it
  // will have in a server that has been up for a while.
  await Promise.all(lines.map((l) => espeak.synthesize({ voice: voiceOf(l), text: l.text })));
  // Three rounds, medians reported: the machine is shared and single runs wander.
  const { rounds, result } = await timedRounds(lines, espeak, synthesizer, dir, storage);

  // One line edited: only it is synthesised again.
  const edited = lines.map((l, i) => (i === Math.floor(lines.length / 2) ? { ...l, text: `${l.text} Edited.` } : l));
  const t = performance.now();
  const again = await renderPodcastAudio({
    podcastId: 1,
    lines: edited,
    voices: { Maya: host, Leo: guest },
    storage,
    synthesizer,
  });
  const rerender = performance.now() - t;

  const file = storage.pathFor(result.key);
  const alone = await encodeAlone(binaries, file, result, dir);
  const loudness = await ebur128(binaries, file);
  const exports = await exportTimes(binaries, storage, result);
  const native = await nativeEspeak(lines);
  const wasm = await wasmBaseline(lines, espeak.engine?.engine, dir, storageIn(path.join(dir, 'wasm')));
  const engine = espeak.engine ? `${espeak.engine.engine}: ${espeak.engine.detail}` : 'unknown';
  report({
    lines,
    result,
    again,
    rounds,
    starts,
    rerender,
    encodeAlone: alone,
    native,
    engine,
    wasm,
    loudness,
    exports,
  });
  await synthesizer.close();
  await rm(dir, { recursive: true, force: true });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
