// What music costs a render: a 10-minute two-speaker script rendered without music and with an intro, a ducked
// bed and an outro (our own beds), both from the line cache (a change of music re-mixes, it does not read the
// lines again), with the loudness report of each file.
// Run: npx tsx bench/render-music.bench.ts   (MINUTES=2 for a shorter episode)
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ScriptLine } from '@podloom/contract';
import { renderPodcastAudio } from '../apps/server/src/modules/audio/render';
import { BEDS } from '../apps/server/src/modules/music/bed-synth';
import { encodeBed } from '../apps/server/src/modules/music/beds';
import { resolveFfmpeg, runBinary } from '../apps/server/src/providers/audio/ffmpeg';
import { withinTargets } from '../apps/server/src/providers/audio/loudness-report';
import { createLocalStorage } from '../apps/server/src/providers/storage/local-storage';
import { EspeakProvider } from '../apps/server/src/providers/tts/espeak';
import { synthesizerFrom } from '../apps/server/src/providers/tts/index';
import type { VoiceRef } from '../apps/server/src/providers/tts/tts';

const MINUTES = Number(process.env.MINUTES ?? 10);
const maya: VoiceRef = { provider: 'espeak', providerVoiceId: 'en-us+f4', languageCode: 'en-US' };
const leo: VoiceRef = { provider: 'espeak', providerVoiceId: 'en-us+m3', languageCode: 'en-US' };
const binaries = resolveFfmpeg();

function buildScript(minutes: number): ScriptLine[] {
  const lines: ScriptLine[] = [];
  let words = 0;
  for (let i = 0; words < minutes * 165; i++) {
    const speaker = i % 2 === 0 ? 'Maya' : 'Leo';
    const text =
      i % 3 === 0
        ? `What would you tell a team that is just starting out, case ${i}?`
        : `A small experiment beats a long meeting, and shipping on a Tuesday beats a perfect plan, case ${i}.`;
    lines.push({ speaker, text });
    words += text.split(/\s+/).length;
  }
  return lines;
}

/** A bed as the music library stores it, cut to `seconds` (an intro or outro) when asked. */
async function bedFile(dir: string, index: number, seconds?: number): Promise<string> {
  const full = path.join(dir, `bed-${index}.mp3`);
  await writeFile(full, await encodeBed(BEDS[index % BEDS.length] as (typeof BEDS)[number]));
  if (!seconds) return full;
  const cut = path.join(dir, `part-${index}.mp3`);
  await runBinary(binaries.ffmpeg, ['-hide_banner', '-loglevel', 'error', '-i', full, '-t', String(seconds), cut]);
  return cut;
}

async function main() {
  const dir = await mkdtemp(path.join(tmpdir(), 'podloom-music-bench-'));
  const storage = createLocalStorage({
    dataDir: dir,
    publicUrl: 'http://localhost',
    signingSecret: 'bench-secret-long-enough-0123456789',
  } as Parameters<typeof createLocalStorage>[0]);
  const espeak = new EspeakProvider();
  await espeak.warm();
  const synthesizer = synthesizerFrom([espeak]);
  try {
    const lines = buildScript(MINUTES);
    const music = {
      intro: await bedFile(dir, 0, 12),
      bed: await bedFile(dir, 1),
      outro: await bedFile(dir, 2, 10),
      bedVolume: 0.5,
    };
    const render = async (withMusic: boolean) => {
      const started = performance.now();
      let firstAudio = Number.NaN;
      const result = await renderPodcastAudio({
        onFirstAudio: () => {
          firstAudio = (performance.now() - started) / 1000;
        },
        podcastId: 1,
        lines,
        voices: { Maya: maya, Leo: leo },
        storage,
        synthesizer,
        ...(withMusic ? { music } : {}),
      });
      return { result, wall: (performance.now() - started) / 1000, firstAudio };
    };
    const cold = await render(false);
    console.log(`${lines.length} lines, ${(cold.result.durationSeconds / 60).toFixed(1)} min of speech`);
    console.log(`first render (every line read):   ${cold.wall.toFixed(1)} s`);
    const plain = await render(false);
    const produced = await render(true);
    console.log('\nFrom the line cache (nothing read again):');
    console.log('render          wall s   audio s  synthesised   LUFS   dBTP  on target  first audio s');
    for (const [name, r] of [
      ['without music', plain],
      ['with music', produced],
    ] as const) {
      const { result, wall, firstAudio } = r;
      console.log(
        `${name.padEnd(14)} ${wall.toFixed(1).padStart(7)} ${result.durationSeconds.toFixed(1).padStart(9)} ${String(result.synthesizedLines).padStart(12)} ${result.report.integrated.toFixed(1).padStart(6)} ${result.report.truePeak.toFixed(1).padStart(6)}  ${withinTargets(result.report) ? 'yes' : 'NO '}  ${firstAudio.toFixed(2).padStart(13)}`,
      );
    }
    console.log(
      `\nmusic adds ${(produced.wall - plain.wall).toFixed(1)} s; the speech starts at ${produced.result.speechStart} s`,
    );
  } finally {
    await synthesizer.close();
    await rm(dir, { recursive: true, force: true });
  }
}

await main();
