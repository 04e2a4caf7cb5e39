// Audio engine figures (issue 5): a 10-minute two-speaker episode with offline voices, from click to a
// playable MP3; time until the first audio can be heard; time beyond synthesis; a re-render after a
// one-line edit; and ffmpeg encoding the same duration alone, so the figures read as ratios.
// Run: npx tsx bench/audio.bench.ts
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

async function main() {
  const binaries = resolveFfmpeg();
  const dir = await mkdtemp(path.join(tmpdir(), 'podloom-audio-bench-'));
  const storage = createLocalStorage({
    dataDir: dir,
    publicUrl: 'http://localhost',
    signingSecret: 'bench-secret-long-enough-0123456789',
  } as Parameters<typeof createLocalStorage>[0]);
  const lines = buildScript(TARGET_MINUTES);
  console.log(
    `machine: ${availableParallelism()} cores, load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}; ffmpeg from ${binaries.source}`,
  );

  // A first click right after boot, when nothing started the eSpeak workers: the render starts them.
  const coldStorage = (name: string) =>
    createLocalStorage({
      dataDir: path.join(dir, name),
      publicUrl: 'http://localhost',
      signingSecret: 'bench-secret-long-enough-0123456789',
    } as Parameters<typeof createLocalStorage>[0]);
  const renderOnce = (synthesizer: ReturnType<typeof synthesizerFrom>, target: ReturnType<typeof coldStorage>) =>
    renderPodcastAudio({ podcastId: 1, lines, voices: { Maya: host, Leo: guest }, storage: target, synthesizer });
  let t = performance.now();
  const lazy = synthesizerFrom([new EspeakProvider()]);
  await renderOnce(lazy, coldStorage('lazy'));
  const lazyRender = performance.now() - t;
  await lazy.close();

  // The same with the pool warmed when the server starts (`warm()` at boot) and a few seconds idle.
  t = performance.now();
  const espeak = new EspeakProvider();
  await espeak.warm();
  const workerStart = performance.now() - t;
  await new Promise((resolve) => setTimeout(resolve, 8000));
  const synthesizer = synthesizerFrom([espeak]);
  t = performance.now();
  await renderOnce(synthesizer, coldStorage('booted'));
  const bootedRender = performance.now() - t;

  // One untimed pass: the workers' JIT keeps optimising eSpeak over the first minutes of speech, as it
  // will have in a server that has been up for a while.
  await Promise.all(lines.map((l) => espeak.synthesize({ voice: l.speaker === 'Maya' ? host : guest, text: l.text })));

  // Three rounds, medians reported: the machine is shared and single runs wander.
  const rounds: Array<{ synthesisOnly: number; render: number; firstAudio: number; lastLine: number }> = [];
  let result: Awaited<ReturnType<typeof renderPodcastAudio>> | undefined;
  for (let round = 0; round < 3; round++) {
    // Synthesis alone, through the same pool: the yardstick for "time beyond synthesis".
    t = performance.now();
    await Promise.all(
      lines.map((l) => espeak.synthesize({ voice: l.speaker === 'Maya' ? host : guest, text: l.text })),
    );
    const synthesisOnly = performance.now() - t;

    // Click to playable MP3, with a cold line cache (a store of its own each round).
    const roundStorage = createLocalStorage({
      dataDir: path.join(dir, `round-${round}`),
      publicUrl: 'http://localhost',
      signingSecret: 'bench-secret-long-enough-0123456789',
    } as Parameters<typeof createLocalStorage>[0]);
    let firstAudio = 0;
    let lastLine = 0;
    t = performance.now();
    result = await renderPodcastAudio({
      podcastId: 1,
      lines,
      voices: { Maya: host, Leo: guest },
      storage: round === 2 ? storage : roundStorage,
      synthesizer,
      onFirstAudio: () => {
        firstAudio = performance.now() - t;
      },
      onProgress: (p) => {
        if (p.stage === 'synthesizing' && p.done === p.total) lastLine = performance.now() - t;
      },
    });
    rounds.push({ synthesisOnly, render: performance.now() - t, firstAudio, lastLine });
  }
  if (!result) throw new Error('no render');
  const median = (key: keyof (typeof rounds)[number]) => rounds.map((r) => r[key]).sort((a, b) => a - b)[1] as number;
  const synthesisOnly = median('synthesisOnly');
  const render = median('render');
  const firstAudio = median('firstAudio');
  const lastLine = median('lastLine');

  // One line edited: only it is synthesised again.
  const edited = lines.map((l, i) => (i === Math.floor(lines.length / 2) ? { ...l, text: `${l.text} Edited.` } : l));
  t = performance.now();
  const again = await renderPodcastAudio({
    podcastId: 1,
    lines: edited,
    voices: { Maya: host, Leo: guest },
    storage,
    synthesizer,
  });
  const rerender = performance.now() - t;

  // ffmpeg alone on the same duration with the same encoder settings.
  const file = storage.pathFor(result.key);
  const pcm = await decodeToPcm(binaries, { file }, { sampleRate: result.sampleRate });
  const rawFile = path.join(dir, 'programme.f32');
  await writeFile(rawFile, float32ToBytes(pcm.samples));
  t = performance.now();
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
  const encodeAlone = performance.now() - t;

  const loudness = await ebur128(binaries, file);
  const exports: string[] = [];
  for (const format of Object.keys(EXPORT_FORMATS) as ExportFormat[]) {
    t = performance.now();
    await exportAudio({
      storage,
      sourceKey: result.key,
      format,
      quality: format === 'mp3' ? 320 : undefined,
      ffmpeg: binaries,
    });
    exports.push(`${format} ${seconds(performance.now() - t)}`);
  }

  const beyond = render - synthesisOnly;
  const spread = (key: keyof (typeof rounds)[number]) => rounds.map((r) => (r[key] / 1000).toFixed(2)).join(' / ');
  const rows: Array<[string, string, string]> = [
    [
      'episode',
      `${(result.durationSeconds / 60).toFixed(2)} min, ${lines.length} lines, ${(result.bytes / 1e6).toFixed(1)} MB`,
      '',
    ],
    ['eSpeak workers start (once per process)', seconds(workerStart), 'then they warm up in the background'],
    ['first render after boot, workers not started', seconds(lazyRender), 'workers start and JIT-warm inside it'],
    ['first render after boot, pool warmed at start', seconds(bootedRender), 'warm() at boot, 8 s idle'],
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
      seconds(encodeAlone),
      `render = ${(render / encodeAlone).toFixed(1)}× encode`,
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
  for (const [name, value, note] of rows) console.log(`${name.padEnd(50)} ${value.padEnd(28)} ${note}`);
  await synthesizer.close();
  await rm(dir, { recursive: true, force: true });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
