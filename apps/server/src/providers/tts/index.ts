import type { Config } from '../../config';
import { resolveFfmpeg } from '../audio/ffmpeg';
import { ElevenLabsProvider } from './elevenlabs';
import { EspeakProvider } from './espeak';
import { GeminiSpeechProvider } from './gemini-speech';
import { OpenAiSpeechProvider } from './openai-speech';
import type { SpeechProvider, VoiceProvider, VoiceSynthesizer } from './tts';

export type { SpeechProvider, SynthesizeRequest, VoiceProvider, VoiceRef, VoiceSynthesizer } from './tts';
export { PermanentSpeechError, SpeechError } from './tts';

export type VoiceConfig = Pick<Config, 'voices' | 'llm' | 'ffmpegPath'>;

/** Which providers' voices exist here: eSpeak always, the others when their key is set. */
export function configuredVoiceProviders(config: VoiceConfig): VoiceProvider[] {
  return [
    'espeak',
    ...(config.voices.openaiApiKey ? (['openai'] as const) : []),
    ...(config.voices.elevenLabsApiKey ? (['elevenlabs'] as const) : []),
    ...(config.llm.googleApiKey ? (['gemini'] as const) : []),
  ];
}

/** Every provider the configuration enables, behind one `synthesize`. */
export function createVoiceSynthesizer(config: VoiceConfig): VoiceSynthesizer {
  const ffmpeg = () => resolveFfmpeg({ ffmpegPath: config.ffmpegPath });
  const providers: SpeechProvider[] = [new EspeakProvider()];
  if (config.voices.openaiApiKey) {
    providers.push(
      new OpenAiSpeechProvider({ apiKey: config.voices.openaiApiKey, baseUrl: config.llm.openaiBaseUrl, ffmpeg }),
    );
  }
  if (config.voices.elevenLabsApiKey)
    providers.push(
      new ElevenLabsProvider({ apiKey: config.voices.elevenLabsApiKey, baseUrl: config.voices.elevenLabsBaseUrl }),
    );
  if (config.llm.googleApiKey) providers.push(new GeminiSpeechProvider({ apiKey: config.llm.googleApiKey }));
  return synthesizerFrom(providers);
}

/** One `VoiceSynthesizer` over the given providers (tests build theirs with local endpoints). */
export function synthesizerFrom(providers: SpeechProvider[]): VoiceSynthesizer {
  const byName = new Map(providers.map((p) => [p.provider, p]));
  return {
    synthesize(request) {
      const provider = byName.get(request.voice.provider);
      if (!provider) {
        return Promise.reject(new Error(`The ${request.voice.provider} voices are not configured on this server.`));
      }
      return provider.synthesize(request);
    },
    sampleRateOf: (provider) => byName.get(provider)?.sampleRate,
    has: (provider) => byName.has(provider),
    provider: (name) => byName.get(name),
    async warm() {
      await Promise.all(providers.map((p) => p.warm?.()));
    },
    async close() {
      await Promise.all(providers.map((p) => p.close?.()));
    },
  };
}
