// How a rendered episode sounds, in figures: the gaps between lines by situation (measured on the render's own line
// timings) and the loudness report of a 10-minute two-speaker render and of each export format, as ffmpeg's
// ebur128 reads the files.
// Run: npx tsx bench/sound.bench.ts   (MINUTES=2 for a shorter episode; BACKCHANNELS=0 renders without them)
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ScriptLine } from '@podloom/contract';
import { EXPORT_FORMATS, type ExportFormat, exportAudio } from '../apps/server/src/modules/audio/export';
import { GAP_SECONDS, gapDistribution } from '../apps/server/src/modules/audio/pauses';
import { renderPodcastAudio } from '../apps/server/src/modules/audio/render';
import { withinTargets } from '../apps/server/src/providers/audio/loudness-report';
import { createLocalStorage } from '../apps/server/src/providers/storage/local-storage';
import { EspeakProvider } from '../apps/server/src/providers/tts/espeak';
import { synthesizerFrom } from '../apps/server/src/providers/tts/index';
import type { VoiceRef } from '../apps/server/src/providers/tts/tts';

const MINUTES = Number(process.env.MINUTES ?? 10);
const maya: VoiceRef = { provider: 'espeak', providerVoiceId: 'en-us+f4', languageCode: 'en-US' };
const leo: VoiceRef = { provider: 'espeak', providerVoiceId: 'en-us+m3', languageCode: 'en-US' };

const TOPICS = ['remote teams', 'open source', 'pricing', 'hiring', 'technical debt', 'design reviews'];
const CLAIM =
  'the hardest part is deciding what not to build, because every feature you add is one more thing to explain, ' +
  'to test, to document and to keep working for years after the person who asked for it has moved on';

/** A turn of about 30 s: the listener's backchannels go under it. */
const LONG_TURN =
  'We started small, with one team and one month, and we wrote down every decision we made along the way. ' +
  'After a few weeks the notes showed a pattern that none of us had noticed in the meetings themselves. ' +
  'Most of the delays came from waiting for someone to say yes, not from the work that followed the yes. ' +
  'So we gave every team the right to decide on its own, and we asked them to explain the decision afterwards. ' +
  'Within a quarter the waiting was gone, and the explanations turned out to be the best documentation we had.';

/** A deterministic conversation with every situation: questions, quick replies, long answers, same-speaker runs, segments. */
function buildScript(minutes: number): ScriptLine[] {
  const lines: ScriptLine[] = [];
  let words = 0;
  for (let i = 0; words < minutes * 165; i++) {
    const topic = TOPICS[i % TOPICS.length];
    const speaker =
      i % 11 === 6 ? (lines.at(-1)?.speaker ?? 'Maya') : lines.at(-1)?.speaker === 'Maya' ? 'Leo' : 'Maya';
    let text: string;
    if (i % 13 === 12) text = `Now, let's turn to ${topic}, case ${i}.`;
    else if (i % 17 === 8) text = `Let me tell you how ${topic} went for us in case ${i}. ${LONG_TURN}`;
    else if (i % 9 === 4) text = `Exactly, point ${i}.`;
    else if (i % 7 === 3) text = `What would you tell a team that struggles with ${topic}, case ${i}?`;
    else if (i % 5 === 1) text = `Well, with ${topic}, ${CLAIM}, and that was true in case ${i} as well.`;
    else text = `With ${topic}, a small experiment beats a long meeting, case ${i}.`;
    lines.push({ speaker, text });
    words += text.split(/\s+/).length;
  }
  return lines;
}

async function main() {
  const dir = await mkdtemp(path.join(tmpdir(), 'podloom-sound-bench-'));
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
    const started = performance.now();
    const render = await renderPodcastAudio({
      podcastId: 1,
      lines,
      voices: { Maya: maya, Leo: leo },
      storage,
      synthesizer,
      backchannels: process.env.BACKCHANNELS !== '0',
    });
    const wall = (performance.now() - started) / 1000;
    console.log(
      `${lines.length} lines, ${(render.durationSeconds / 60).toFixed(1)} min rendered in ${wall.toFixed(1)} s`,
    );

    const longTurns = render.lineTimings.filter((t) => t.end - t.start > 25).length;
    console.log(`${render.backchannels.length} backchannels under ${longTurns} turns longer than 25 s`);
    console.log('\nGaps between lines by situation (seconds, measured on the render; negative: an overlap):');
    console.log('situation        rule   count    min  median    max');
    const gaps = gapDistribution(lines, render.lineTimings);
    for (const [situation, base] of Object.entries(GAP_SECONDS)) {
      const g = gaps[situation as keyof typeof gaps];
      if (!g) continue;
      console.log(
        `${situation.padEnd(15)} ${base.toFixed(2).padStart(5)} ${String(g.count).padStart(7)} ${g.min.toFixed(2).padStart(6)} ${g.median.toFixed(2).padStart(7)} ${g.max.toFixed(2).padStart(6)}`,
      );
    }

    console.log('\nLoudness report (ffmpeg ebur128 on each file; targets −16 ± 1 LUFS, true peak ≤ −1.5 dBTP):');
    console.log('file                 LUFS    dBTP   LRA  corrected  on target');
    const row = (name: string, r: { integrated: number; truePeak: number; range: number }, gain = 0) =>
      console.log(
        `${name.padEnd(18)} ${r.integrated.toFixed(1).padStart(6)} ${r.truePeak.toFixed(1).padStart(7)} ${r.range.toFixed(1).padStart(5)} ${(gain ? `${gain} dB` : '—').padStart(10)}  ${withinTargets(r) ? 'yes' : 'NO'}`,
      );
    row('render (mp3 VBR)', render.report);
    const choices: Array<[ExportFormat, number | undefined]> = [
      ['mp3', 64],
      ['mp3', 128],
      ['mp3', 320],
      ['ogg', 32],
      ['ogg', 64],
      ['m4a', 96],
      ['m4a', 256],
      ['wav', undefined],
      ['flac', undefined],
    ];
    for (const [format, quality] of choices) {
      const exported = await exportAudio({ storage, sourceKey: render.key, format, quality });
      row(`${format}${quality ? ` ${quality}k` : ''}`, exported.loudness, exported.gainDb);
    }
    console.log(`\n(formats: ${Object.keys(EXPORT_FORMATS).join(', ')})`);
  } finally {
    await synthesizer.close();
    await rm(dir, { recursive: true, force: true });
  }
}

await main();
