// Speed with a voice that is far away: a 10-minute two-speaker script rendered through a local speech server (OpenAI's
// /v1/audio/speech) that answers each line after 600 ms + 40 ms per 100 characters, at SPEECH_SERVER_CONCURRENCY 4.
// Prints click to playable, the ideal (the answers' time ÷ concurrency, plus the final encode) and their ratio
// (goal ≤ 1.2×), the most requests the server had in flight (goal: the setting), and time to first audio (goal ≤
// the first line's answer + 0.5 s). Then, in the same run, the offline render (eSpeak) against ffmpeg encoding the
// same audio alone (goal ≤ 1.5×). Medians of three rounds, each round's figure beside them.
// Run: npx tsx bench/speech-server.bench.ts
import { type ChildProcess, fork } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import type { ScriptLine } from '@podloom/contract';
import { type RenderInput, renderPodcastAudio } from '../apps/server/src/modules/audio/render';
import { decodeToPcm, resolveFfmpeg, runBinary } from '../apps/server/src/providers/audio/ffmpeg';
import { float32ToBytes } from '../apps/server/src/providers/audio/pcm';
import { mp3Args } from '../apps/server/src/providers/audio/programme-encoder';
import { createLocalStorage } from '../apps/server/src/providers/storage/local-storage';
import { EspeakProvider } from '../apps/server/src/providers/tts/espeak';
import { synthesizerFrom } from '../apps/server/src/providers/tts/index';
import { SpeechServerProvider } from '../apps/server/src/providers/tts/speech-server';
import type { VoiceRef } from '../apps/server/src/providers/tts/tts';

const CONCURRENCY = 4;
/** The server's answer time for a line: 600 ms + 40 ms per 100 characters. */
const answerMs = (text: string) => 600 + (40 * text.length) / 100;
/** Spoken at about 150 words a minute: 15 characters a second. */
const spokenSeconds = (text: string) => text.length / 15;

const TOPICS = ['remote teams', 'open source', 'pricing', 'hiring', 'technical debt', 'design reviews', 'on-call'];
const CLAIMS = [
  'the hardest part is deciding what not to build, and saying so early enough that nobody has started',
  'most problems are communication problems wearing a technical costume',
  'a small experiment beats a long meeting almost every time, and it leaves you with data instead of opinions',
  'you learn more from one angry customer than from a hundred polite surveys',
  'speed comes from focus far more than from heroics',
];

/** Ten minutes of two people talking, every line new to the line cache, of varied length. */
function buildScript(minutes: number, salt: string): ScriptLine[] {
  const lines: ScriptLine[] = [];
  let seconds = 0;
  for (let i = 0; seconds < minutes * 60; i++) {
    const topic = TOPICS[i % TOPICS.length];
    const text =
      i % 9 === 4
        ? `Exactly, point ${i} of ${salt}.`
        : `When it comes to ${topic}, ${CLAIMS[i % CLAIMS.length]}; that held in case ${i} of ${salt} as well.`;
    lines.push({ speaker: i % 2 ? 'Leo' : 'Maya', text });
    seconds += spokenSeconds(text) + 0.4;
  }
  return lines;
}

type Storage = ReturnType<typeof createLocalStorage>;
const storageIn = (dir: string): Storage =>
  createLocalStorage({
    dataDir: dir,
    publicUrl: 'http://localhost',
    signingSecret: 'bench-secret-long-enough-0123456789',
  } as Parameters<typeof createLocalStorage>[0]);

interface Timed {
  total: number;
  firstAudio: number;
  encoding: number;
  durationSeconds: number;
  key: string;
  sampleRate: number;
}

/** One render, timed from the click: first audio, the final encode (its own stage) and the whole. */
async function timedRender(input: Omit<RenderInput, 'podcastId' | 'onFirstAudio' | 'onProgress'>): Promise<Timed> {
  let firstAudio = Number.NaN;
  let encodingStart = 0;
  let encoding = 0;
  const started = performance.now();
  const result = await renderPodcastAudio({
    ...input,
    podcastId: 1,
    onFirstAudio: () => {
      firstAudio = performance.now() - started;
    },
    onProgress: (p) => {
      if (p.stage === 'encoding' && p.done === 0) encodingStart = performance.now();
      if (p.stage === 'encoding' && p.done === 1) encoding = performance.now() - encodingStart;
    },
  });
  const { durationSeconds, key, sampleRate } = result;
  return { total: performance.now() - started, firstAudio, encoding, durationSeconds, key, sampleRate };
}

const voices: Record<string, VoiceRef> = {
  Maya: { provider: 'speech-server', providerVoiceId: 'af_bella', languageCode: 'en-US' },
  Leo: { provider: 'speech-server', providerVoiceId: 'am_adam', languageCode: 'en-US' },
};

interface RemoteRound {
  render: Timed;
  ideal: number;
  firstAnswer: number;
  most: number;
  lines: number;
  /** CPU the rendering process used (its own threads; ffmpeg aside), ms. */
  cpu: number;
}

/** The speech server, in a process of its own (bench/speech-server-process.mjs). */
interface ServerProcess {
  url: string;
  stats: () => Promise<{ most: number; requests: number }>;
  reset: () => void;
  child: ChildProcess;
}

async function startServerProcess(): Promise<ServerProcess> {
  const child = fork(path.join(import.meta.dirname, 'speech-server-process.mjs'), [], { stdio: 'inherit' });
  const port = await new Promise<number>((resolve) =>
    child.once('message', (m) => resolve((m as { port: number }).port)),
  );
  const stats = () =>
    new Promise<{ most: number; requests: number }>((resolve) => {
      child.once('message', (m) => resolve(m as { most: number; requests: number }));
      child.send('stats');
    });
  return { url: `http://127.0.0.1:${port}/v1`, stats, reset: () => child.send('reset'), child };
}

/** One round through the server: a new script, so nothing is in the line cache. */
async function remoteRound(server: ServerProcess, dir: string, round: number): Promise<RemoteRound> {
  const lines = buildScript(10, `round ${round}`);
  server.reset();
  const synthesizer = synthesizerFrom([new SpeechServerProvider({ url: server.url, concurrency: CONCURRENCY })]);
  const cpu = process.cpuUsage();
  const storage = storageIn(path.join(dir, `remote-${round}`));
  const render = await timedRender({ lines, voices, storage, synthesizer });
  const used = process.cpuUsage(cpu);
  const answers = lines.reduce((sum, l) => sum + answerMs(l.text), 0);
  return {
    render,
    ideal: answers / CONCURRENCY + render.encoding,
    firstAnswer: answerMs((lines[0] as ScriptLine).text),
    most: (await server.stats()).most,
    lines: lines.length,
    cpu: (used.user + used.system) / 1000,
  };
}

/** ffmpeg alone on the same audio with the same encoder settings. */
async function encodeAlone(file: string, sampleRate: number, dir: string): Promise<number> {
  const binaries = resolveFfmpeg();
  const pcm = await decodeToPcm(binaries, { file }, { sampleRate });
  const rawFile = path.join(dir, 'programme.f32');
  await writeFile(rawFile, float32ToBytes(pcm.samples));
  const input = ['-hide_banner', '-loglevel', 'error', '-y', '-f', 'f32le', '-ar', String(sampleRate), '-ac', '1'];
  const started = performance.now();
  await runBinary(binaries.ffmpeg, [...input, '-i', rawFile, ...mp3Args(4), path.join(dir, 'alone.mp3')]);
  return performance.now() - started;
}

/** The offline render of a 10-minute script with eSpeak, then ffmpeg encoding its audio alone, in turn. */
async function offlineRound(espeak: ReturnType<typeof synthesizerFrom>, dir: string, round: number) {
  const lines = buildScript(10, `offline ${round}`);
  const offline: Record<string, VoiceRef> = {
    Maya: { provider: 'espeak', providerVoiceId: 'en-us+f4', languageCode: 'en-US' },
    Leo: { provider: 'espeak', providerVoiceId: 'en-us+m3', languageCode: 'en-US' },
  };
  const storage = storageIn(path.join(dir, `offline-${round}`));
  const render = await timedRender({ lines, voices: offline, storage, synthesizer: espeak });
  const alone = await encodeAlone(storage.pathFor(render.key), render.sampleRate, dir);
  return { render, alone };
}

const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
const each = (values: number[], format: (v: number) => string) => values.map(format).join(' / ');

function reportRemote(rounds: RemoteRound[]) {
  const ratio = rounds.map((r) => r.render.total / r.ideal);
  const late = rounds.map((r) => r.render.firstAudio - r.firstAnswer);
  const first = rounds[0] as RemoteRound;
  console.log(
    `speech server: ${first.lines} lines, ${(first.render.durationSeconds / 60).toFixed(1)} min of audio, concurrency ${CONCURRENCY}`,
  );
  const rows: Array<[string, string, string]> = [
    [
      'click to playable (full MP3)',
      s(median(rounds.map((r) => r.render.total))),
      each(
        rounds.map((r) => r.render.total),
        s,
      ),
    ],
    [
      'ideal: answers ÷ concurrency + final encode',
      s(median(rounds.map((r) => r.ideal))),
      each(
        rounds.map((r) => r.ideal),
        s,
      ),
    ],
    ['  of which the final encode', s(median(rounds.map((r) => r.render.encoding))), ''],
    ['ratio (goal ≤ 1.2×)', `${median(ratio).toFixed(2)}×`, each(ratio, (v) => `${v.toFixed(2)}×`)],
    [
      'CPU of the rendering process (ffmpeg aside)',
      s(median(rounds.map((r) => r.cpu))),
      each(
        rounds.map((r) => r.cpu),
        s,
      ),
    ],
    [
      'most requests in flight (goal 4)',
      String(Math.max(...rounds.map((r) => r.most))),
      each(
        rounds.map((r) => r.most),
        String,
      ),
    ],
    [
      'time to first audio',
      s(median(rounds.map((r) => r.render.firstAudio))),
      each(
        rounds.map((r) => r.render.firstAudio),
        s,
      ),
    ],
    ["  the first line's answer", s(first.firstAnswer), ''],
    ['  first audio − first answer (goal ≤ 0.5 s)', s(median(late)), each(late, s)],
  ];
  for (const [name, value, note] of rows) console.log(`${name.padEnd(46)} ${value.padEnd(10)} ${note}`);
}

function reportOffline(rounds: Array<{ render: Timed; alone: number }>) {
  const ratio = rounds.map((r) => r.render.total / r.alone);
  console.log(`offline (eSpeak): ${((rounds[0]?.render.durationSeconds ?? 0) / 60).toFixed(1)} min of audio`);
  const rows: Array<[string, string, string]> = [
    [
      'render, click to playable',
      s(median(rounds.map((r) => r.render.total))),
      each(
        rounds.map((r) => r.render.total),
        s,
      ),
    ],
    [
      'ffmpeg encoding the same audio alone (MP3)',
      s(median(rounds.map((r) => r.alone))),
      each(
        rounds.map((r) => r.alone),
        s,
      ),
    ],
    ['render ÷ encode (goal ≤ 1.5×)', `${median(ratio).toFixed(2)}×`, each(ratio, (v) => `${v.toFixed(2)}×`)],
  ];
  for (const [name, value, note] of rows) console.log(`${name.padEnd(46)} ${value.padEnd(10)} ${note}`);
}

async function main() {
  const dir = await mkdtemp(path.join(tmpdir(), 'podloom-speech-bench-'));
  const load = () =>
    loadavg()
      .map((l) => l.toFixed(1))
      .join(' ');
  console.log(`machine: ${availableParallelism()} cores, load average ${load()}`);
  try {
    // A short render first: a server that has been up a while has loaded fetch, the mixer and ffmpeg already.
    const server = await startServerProcess();
    await renderPodcastAudio({
      podcastId: 1,
      lines: buildScript(0.1, 'warm-up'),
      voices,
      storage: storageIn(path.join(dir, 'warm')),
      synthesizer: synthesizerFrom([new SpeechServerProvider({ url: server.url })]),
    });
    const remote: RemoteRound[] = [];
    for (let round = 0; round < 3; round++) remote.push(await remoteRound(server, dir, round));
    server.child.disconnect();
    reportRemote(remote);

    const espeak = new EspeakProvider();
    await espeak.warm();
    const synthesizer = synthesizerFrom([espeak]);
    await offlineRound(synthesizer, dir, -1); // untimed: the workers' JIT warms over the first minutes of speech
    const offline = [];
    for (let round = 0; round < 3; round++) offline.push(await offlineRound(synthesizer, dir, round));
    reportOffline(offline);
    await synthesizer.close();
    console.log(`load average at the end ${load()}`);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
