// Wizard render figure: a 60-minute, 4-speaker episode from the Create New Podcast wizard, from the click on Generate
// Audio to playable. "Playable" is the opening file the render publishes early (`onFirstAudio`: the browser's
// "Listen while it renders" plays it); the full MP3's time is printed beside it. The script is the built-in writer's
// own 60-minute, 4-speaker script, the voices four offline eSpeak voices, the eSpeak pool warmed as at server start.
// Goal: playable within 20 s on 2 cores. Run: npx tsx bench/wizard-render.bench.ts
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { renderPodcastAudio } from '../apps/server/src/modules/audio/render';
import { assignSpeakerVoices } from '../apps/server/src/modules/audio/speaker-voices';
import { writeOffline } from '../apps/server/src/providers/llm/builtin/builtin-writer';
import { createLocalStorage } from '../apps/server/src/providers/storage/local-storage';
import { EspeakProvider } from '../apps/server/src/providers/tts/espeak';
import { synthesizerFrom } from '../apps/server/src/providers/tts/index';
import type { VoiceRef } from '../apps/server/src/providers/tts/tts';

const GOAL_SECONDS = 20;
const SPEAKERS = ['Asha', 'Ravi', 'Meera', 'John'];
const VOICES: VoiceRef[] = ['en-us+f4', 'en-us+m3', 'en-us+f2', 'en-us+m7'].map((id) => ({
  provider: 'espeak',
  providerVoiceId: id,
  languageCode: 'en-US',
}));
const SOURCE = [
  'Bread rises because yeast ferments sugars and releases carbon dioxide, which the gluten network traps.',
  'Salt tightens gluten and slows fermentation, so bakers add it for structure as much as for taste.',
  'A long, cold proof lets enzymes break starch into sugars, giving a darker crust and deeper flavour.',
  'Sourdough relies on wild yeasts and lactic acid bacteria; the acid keeps the loaf fresh for longer.',
  'Steam in the first minutes of baking keeps the crust soft so the loaf can expand before it sets.',
].join(' ');

const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function main() {
  const dir = await mkdtemp(path.join(tmpdir(), 'podloom-wizard-bench-'));
  try {
    const t0 = performance.now();
    const script = writeOffline({
      topic: 'The chemistry of bread',
      description: 'Why dough rises, and what salt and time do to it.',
      sourceText: SOURCE,
      language: 'en-US',
      tone: 'Casual',
      speakers: SPEAKERS,
      minutes: 60,
    });
    const writeMs = performance.now() - t0;
    const cast = SPEAKERS.map((name, i) => ({ name, voice: VOICES[i] as VoiceRef }));
    const voices = assignSpeakerVoices(script.lines, cast);
    console.log(
      `machine: ${availableParallelism()} cores, load ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}; script: ${script.lines.length} lines, ${script.wordCount} words (written in ${s(writeMs)})`,
    );

    const espeak = new EspeakProvider();
    await espeak.warm();
    const synthesizer = synthesizerFrom([espeak]);
    const storage = createLocalStorage({
      dataDir: dir,
      publicUrl: 'http://localhost',
      signingSecret: 'bench-secret-long-enough-0123456789',
    } as Parameters<typeof createLocalStorage>[0]);

    let playable = 0;
    const t = performance.now();
    const rendered = await renderPodcastAudio({
      podcastId: 1,
      lines: script.lines,
      voices,
      storage,
      synthesizer,
      onFirstAudio: () => {
        playable = performance.now() - t;
      },
    });
    const full = performance.now() - t;
    await synthesizer.close();

    console.log(
      `audio: ${(rendered.durationSeconds / 60).toFixed(1)} minutes, ${Object.keys(rendered.stems).length} stems`,
    );
    console.log(
      `click to playable (opening file published): ${s(playable)} (goal ≤ ${GOAL_SECONDS} s: ${playable / 1000 <= GOAL_SECONDS ? 'met' : 'NOT met'})`,
    );
    console.log(
      `click to the full MP3: ${s(full)} (${(rendered.durationSeconds / (full / 1000)).toFixed(1)}× real time)`,
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

await main();
