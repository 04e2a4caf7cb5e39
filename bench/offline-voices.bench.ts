// Offline voices' speed on this machine: eSpeak NG (Basic) against Flite's CMU voices (Premium, English), and the
// local neural models in VOICE_MODELS_DIR when there are any. Each engine reads the same two-speaker script of
// about two minutes, line by line as a render does (lines in parallel up to the engine's worker count), after a
// warm-up pass; printed: audio seconds, wall seconds, and how many times faster than real time.
// Run: npx tsx bench/offline-voices.bench.ts   (VOICE_MODELS_DIR=… to include local models)
import { loadConfig } from '../apps/server/src/config';
import { EspeakProvider } from '../apps/server/src/providers/tts/espeak';
import { FliteProvider } from '../apps/server/src/providers/tts/flite';
import { LocalVoiceProvider } from '../apps/server/src/providers/tts/local-voices';
import type { SpeechProvider, VoiceRef } from '../apps/server/src/providers/tts/tts';

const LINES = [
  'So, when it comes to remote teams, the hardest part is deciding what not to build.',
  'What would you tell a team that struggles with pricing for the third time this year?',
  'Honestly, a small experiment beats a long meeting almost every time, and that is true in 2024.',
  "Dr. Smith's team shipped version 2.0 on May 3rd; we'll talk about why it took 47 days.",
  'That is a great point. Let us start with the customers, because they noticed first.',
  'Right, and the numbers told the same story: twelve percent fewer sign-ups in a month.',
];
const SCRIPT = Array.from({ length: 24 }, (_, i) => LINES[i % LINES.length] as string);

async function measure(label: string, provider: SpeechProvider, voices: [VoiceRef, VoiceRef]) {
  await provider.warm?.();
  // One whole pass first: eSpeak's wasm2js and Flite's WASM run slowly until V8 has optimised them.
  await Promise.all(SCRIPT.map((text, i) => provider.synthesize({ voice: voices[i % 2] as VoiceRef, text })));
  const started = performance.now();
  const lines = await Promise.all(
    SCRIPT.map((text, i) => provider.synthesize({ voice: voices[i % 2] as VoiceRef, text })),
  );
  const wall = (performance.now() - started) / 1000;
  const audio = lines.reduce((sum, pcm) => sum + pcm.samples.length / pcm.sampleRate, 0);
  console.log(
    `${label.padEnd(34)} audio ${audio.toFixed(1).padStart(6)} s   wall ${wall.toFixed(2).padStart(6)} s   ${(audio / wall).toFixed(0).padStart(4)}× real time`,
  );
  await provider.close?.();
}

const ref = (provider: VoiceRef['provider'], providerVoiceId: string): VoiceRef => ({
  provider,
  providerVoiceId,
  languageCode: 'en-US',
});

console.log(`${SCRIPT.length} lines, two speakers, lines in parallel as a render sends them:`);
await measure('eSpeak NG (Basic): f4 + m3', new EspeakProvider(), [
  ref('espeak', 'en-us+f4'),
  ref('espeak', 'en-us+m3'),
]);
await measure('Flite (Premium): slt + rms', new FliteProvider(), [ref('flite', 'slt'), ref('flite', 'rms')]);
await measure('Flite (Premium): awb + kal16', new FliteProvider(), [ref('flite', 'awb'), ref('flite', 'kal16')]);
const local = new LocalVoiceProvider({ dir: loadConfig(process.env).voices.modelsDir });
const { voices, problems } = await local.discover();
for (const problem of problems) console.log(`(not measured) ${problem}`);
if (voices.length > 0) {
  const pair = [voices[0], voices[1] ?? voices[0]].map((v) => ref('local', v?.id as string)) as [VoiceRef, VoiceRef];
  await measure(`Neural (local): ${voices[0]?.name} + ${(voices[1] ?? voices[0])?.name}`, local, pair);
} else {
  console.log('No local neural models in VOICE_MODELS_DIR: add one with `npm run voices -- add en_US-lessac-medium`.');
  await local.close();
}
