// Audio editor figure: Export Mixdown of a 30-minute project with all five tracks — two speaker stems
// (FLAC, as renders store them), an intro, an outro and a looped, ducked background bed — from the stored files to
// the levelled MP3. Goal: ≤ 10 s on 2 cores. Also prints the result's duration and loudness (ffmpeg ebur128).
// Run: npx tsx bench/mixdown.bench.ts
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { mixdown } from '../apps/server/src/modules/editor/mixdown';
import { BEDS } from '../apps/server/src/modules/music/bed-synth';
import { encodeBed } from '../apps/server/src/modules/music/beds';
import { resolveFfmpeg, runBinary } from '../apps/server/src/providers/audio/ffmpeg';
import { ebur128 } from '../apps/server/src/providers/audio/testing/audio-test-kit';

const MINUTES = 30;

/** User + system CPU seconds of this process and of its finished children (/proc/self/stat, in clock ticks). */
function cpuSeconds(): number {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]?.split(' ') ?? [];
  // After the command name: utime, stime, cutime, cstime are fields 14–17 of stat, i.e. 11–14 here.
  const ticks = [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i] ?? 0), 0);
  return ticks / 100;
}
const binaries = resolveFfmpeg();
const dir = await mkdtemp(path.join(tmpdir(), 'podloom-mixdown-bench-'));

/** A speaker's stem: a voiced buzz at syllable rate in its turns (alternating every 7 s), silence in the other's. */
async function stem(turn: 0 | 1, pitch: number): Promise<string> {
  const file = path.join(dir, `stem-${turn}.flac`);
  const expr = `(0.5+0.5*sin(2*PI*4*t))*sin(2*PI*${pitch}*t)*0.4*eq(mod(floor(t/7)\\,2)\\,${turn})`;
  await runBinary(binaries.ffmpeg, [
    '-hide_banner',
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    `aevalsrc=${expr}:s=24000:d=${MINUTES * 60}`,
    '-c:a',
    'flac',
    '-y',
    file,
  ]);
  return file;
}

try {
  const [s1, s2] = await Promise.all([stem(0, 190), stem(1, 120)]);
  const beds: string[] = [];
  for (const bed of BEDS) {
    const file = path.join(dir, `${bed.slug}.mp3`);
    await writeFile(file, await encodeBed(bed));
    beds.push(file);
  }
  const [intro, outro, background] = beds as [string, string, string];
  const cpuBefore = cpuSeconds();
  const started = performance.now();
  const result = await mixdown({
    tracks: {
      speaker1: { file: s1, volume: 1 },
      speaker2: { file: s2, volume: 1 },
      intro: { file: intro, volume: 0.8 },
      outro: { file: outro, volume: 0.8 },
      background: { file: background, volume: 0.5 },
    },
  });
  const seconds = (performance.now() - started) / 1000;
  const cpu = cpuSeconds() - cpuBefore;
  const out = path.join(dir, 'mixdown.mp3');
  await writeFile(out, result.mp3);
  const loudness = await ebur128(binaries, out);
  console.log(
    `cores: ${availableParallelism()}, load average: ${loadavg()[0]?.toFixed(2)}, ffmpeg: ${binaries.source}`,
  );
  console.log(
    `project: ${MINUTES} min speech (2 stems) + intro ${result.introSeconds} s + outro ${result.outroSeconds} s, background looped`,
  );
  console.log(`mixdown time: ${seconds.toFixed(2)} s wall (goal ≤ 10 s on 2 cores)`);
  // On a shared machine the wall time includes waiting for the cores; the CPU time is what the work itself costs.
  console.log(`mixdown CPU: ${cpu.toFixed(2)} s (this process and its ffmpeg children, user + system)`);
  console.log(
    `result: ${result.durationSeconds} s, ${(result.mp3.byteLength / 1e6).toFixed(1)} MB, ${loudness.integratedLufs} LUFS, true peak ${loudness.truePeakDbtp} dBTP`,
  );
} finally {
  await rm(dir, { recursive: true, force: true });
}
