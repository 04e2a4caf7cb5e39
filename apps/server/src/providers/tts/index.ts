import type { Config } from '../../config';
import { resolveFfmpeg } from '../audio/ffmpeg';
import { ElevenLabsProvider } from './elevenlabs';
import { EspeakProvider } from './espeak';
import { EspeakPool } from './espeak-pool';
import { FliteProvider } from './flite';
import { GeminiSpeechProvider } from './gemini-speech';
import { LocalVoiceProvider } from './local-voices';
import { OpenAiSpeechProvider } from './openai-speech';
import { textForEngine } from './phonemes';
import { SpeechServerProvider } from './speech-server';
import type { Discovery, SpeechProvider, VoiceProvider, VoiceSynthesizer } from './tts';

export type {
  Discovery,
  OfferedVoice,
  SpeechProvider,
  SynthesizeRequest,
  VoiceProvider,
  VoiceRef,
  VoiceSynthesizer,
  VoiceTier,
} from './tts';
export { PermanentSpeechError, SpeechError } from './tts';

export type VoiceConfig = Pick<Config, 'voices' | 'llm' | 'ffmpegPath'>;

/**
 * Which providers are set up here: eSpeak, Flite and the local models' engine always (the models themselves are
 * found by `discover`), the others when their key or address is set.
 */
export function configuredVoiceProviders(config: VoiceConfig): VoiceProvider[] {
  return [
    'espeak',
    'flite',
    'local',
    ...(config.voices.speechServer ? (['speech-server'] as const) : []),
    ...(config.voices.openaiApiKey ? (['openai'] as const) : []),
    ...(config.voices.elevenLabsApiKey ? (['elevenlabs'] as const) : []),
    ...(config.llm.googleApiKey ? (['gemini'] as const) : []),
  ];
}

/** The providers with voices to offer on this install: a discovering provider counts once it found one. */
export async function availableVoiceProviders(
  config: VoiceConfig,
  synthesizer: Pick<VoiceSynthesizer, 'discover'>,
): Promise<VoiceProvider[]> {
  const found = await synthesizer.discover();
  return configuredVoiceProviders(config).filter((p) => {
    const discovery = found.get(p);
    return !discovery || discovery.voices.length > 0;
  });
}

/** Every provider the configuration enables, behind one `synthesize`. */
export function createVoiceSynthesizer(config: VoiceConfig): VoiceSynthesizer {
  const ffmpeg = () => resolveFfmpeg({ ffmpegPath: config.ffmpegPath });
  const providers: SpeechProvider[] = [
    new EspeakProvider(new EspeakPool({ library: config.voices.espeakLibrary })),
    new FliteProvider(),
    new LocalVoiceProvider({ dir: config.voices.modelsDir }),
  ];
  const server = config.voices.speechServer;
  if (server) providers.push(new SpeechServerProvider({ ...server, ffmpeg }));
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
  let found: Promise<Map<VoiceProvider, Discovery>> | undefined;
  return {
    synthesize(request) {
      const provider = byName.get(request.voice.provider);
      if (!provider) {
        return Promise.reject(new Error(`The ${request.voice.provider} voices are not configured on this server.`));
      }
      // A pronunciation written in IPA becomes what this engine takes (phonemes.ts).
      return provider.synthesize({ ...request, text: textForEngine(provider.provider, request.text) });
    },
    sampleRateOf: (provider) => byName.get(provider)?.sampleRate,
    has: (provider) => byName.has(provider),
    provider: (name) => byName.get(name),
    discover() {
      found ??= Promise.all(
        providers.map(async (p) => [p.provider, p.discover ? await p.discover() : undefined] as const),
      ).then((pairs) => new Map(pairs.filter((pair): pair is [VoiceProvider, Discovery] => pair[1] !== undefined)));
      return found;
    },
    async warm() {
      await Promise.all(providers.map((p) => p.warm?.()));
    },
    async close() {
      await Promise.all(providers.map((p) => p.close?.()));
    },
  };
}
