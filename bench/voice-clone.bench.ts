// Offline voice cloning figures: for samples spoken by eSpeak at known settings, the time the tuning
// takes, and the median pitch of the sample, of the base voice and of the tuned clone reading other text.
// Run: npx tsx bench/voice-clone.bench.ts
import { tuneEspeak } from '../apps/server/src/modules/voices/clone/espeak-tuning';
import { calibrationText } from '../apps/server/src/modules/voices/clone/voice-script';
import { SAMPLE_TEXT } from '../apps/server/src/modules/voices/testing/clone-kit';
import { measureVoice } from '../apps/server/src/providers/audio/voice-measures';
import { EspeakProvider } from '../apps/server/src/providers/tts/espeak';
import { synthesizerFrom } from '../apps/server/src/providers/tts/index';

const OTHER_TEXT =
  'Thank you for joining me this morning. The weather over the valley was strange. ' +
  'My brother Joseph measured the garage with a yellow ruler, and it was six feet wide. ' +
  'Finally, I would like to say how pleasant it has been to share this with you.';

const CASES = [
  { sample: 'en-us+m3?pitch=85&range=75&rate=200', gender: 'male' as const, base: 'en-us+m3' },
  { sample: 'en-us+m3?pitch=25&range=30&rate=140', gender: 'male' as const, base: 'en-us+m3' },
  { sample: 'en-us+f4?pitch=12', gender: 'female' as const, base: 'en-us+f4' },
  { sample: 'en-us+f4?pitch=80&range=70&rate=190', gender: 'female' as const, base: 'en-us+f4' },
];

const espeak = new EspeakProvider();
const synthesizer = synthesizerFrom([espeak]);
await espeak.warm();
const speak = async (providerVoiceId: string, text: string) => {
  const pcm = await synthesizer.synthesize({
    voice: { provider: 'espeak', providerVoiceId, languageCode: 'en' },
    text,
  });
  const measured = measureVoice(pcm.samples, pcm.sampleRate);
  if (!measured) throw new Error(`no pitch in ${providerVoiceId}`);
  return measured;
};

console.log(
  'sample settings                       | tune ms | sample Hz | base Hz | clone Hz | shift error | pace s/c',
);
for (const c of CASES) {
  const sample = await speak(c.sample, SAMPLE_TEXT);
  const started = performance.now();
  const tuned = await tuneEspeak(
    synthesizer,
    { ...sample, seconds: 20 },
    { espeakLanguage: 'en-us', gender: c.gender, languageCode: 'en', calibrationText: calibrationText('en') },
  );
  const ms = performance.now() - started;
  const base = await speak(c.base, OTHER_TEXT);
  const clone = await speak(tuned.providerVoiceId, OTHER_TEXT);
  const shift = sample.medianPitchHz - base.medianPitchHz;
  const error = Math.abs(clone.medianPitchHz - base.medianPitchHz - shift) / Math.abs(shift);
  console.log(
    `${c.sample.padEnd(37)} | ${ms.toFixed(0).padStart(7)} | ${sample.medianPitchHz.toFixed(0).padStart(9)} | ${base.medianPitchHz
      .toFixed(0)
      .padStart(
        7,
      )} | ${clone.medianPitchHz.toFixed(0).padStart(8)} | ${(error * 100).toFixed(1).padStart(10)}% | ${sample.syllablesPerSecond.toFixed(1)}/${clone.syllablesPerSecond.toFixed(1)}   → ${tuned.providerVoiceId}`,
  );
}
await synthesizer.close();
