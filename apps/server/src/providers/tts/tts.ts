import type { Pcm } from '../audio/pcm';

/**
 * Who speaks a voice: eSpeak (Basic), Flite (Premium, English), OpenAI (Premium), local ONNX models and speech
 * servers (Neural), Gemini (Neural), ElevenLabs (Ultra).
 */
export type VoiceProvider = 'espeak' | 'flite' | 'openai' | 'elevenlabs' | 'gemini' | 'local' | 'speech-server';

/** The plan tiers of DESIGN §7. */
export type VoiceTier = 'Basic' | 'Premium' | 'Neural' | 'Ultra';

/** A voice a provider found on this install (a model file, a speech server's list), for the catalogue. */
export interface OfferedVoice {
  /** The provider's voice id (`providerVoiceId`). */
  id: string;
  name: string;
  gender: 'male' | 'female';
  /** BCP 47 tags (`en-US`) or bare languages (`en`: every seeded variant); empty means every language. */
  languages: string[];
  tier: VoiceTier;
}

/** What a provider found: its voices, and a sentence for each source it could not use. */
export interface Discovery {
  voices: OfferedVoice[];
  problems: string[];
}

/** What synthesis needs to know about a voice: a row of the `voices` table, reduced. */
export interface VoiceRef {
  provider: VoiceProvider;
  /** eSpeak: `voice+variant` (e.g. `hi+f4`, optional `?pitch=60&rate=170`); providers: their voice id. */
  providerVoiceId: string;
  /** BCP 47, e.g. `hi-IN`: chooses the model's language where a provider takes one. */
  languageCode: string;
  /** The catalogue's option key, when known (logs and errors). */
  optionKey?: string;
}

export interface SynthesizeRequest {
  voice: VoiceRef;
  text: string;
  /** Speaking rate, 1 = the voice's own (0.5–2); providers that cannot change it ignore it. */
  speed?: number;
  signal?: AbortSignal;
}

/** One provider of voices. Implementations bound their own parallelism and retry their own failures. */
export interface SpeechProvider {
  readonly provider: VoiceProvider;
  /** The rate this provider answers at, so a programme can pick its mixing rate before audio arrives. */
  readonly sampleRate: number;
  synthesize(request: SynthesizeRequest): Promise<Pcm>;
  /** Prepares for the first request (starts eSpeak's workers); a no-op where there is nothing to do. */
  warm?(): Promise<void>;
  /** What the provider runs on, said once at start-up after `warm` (eSpeak: its native library or WASM). */
  engineNote?(): string | undefined;
  /** Providers whose voices depend on this install (model files, a server's list) say what they found. */
  discover?(): Promise<Discovery>;
  close?(): Promise<void>;
}

/** Every configured provider behind one call (DESIGN §7: voices behind one interface). */
export interface VoiceSynthesizer {
  synthesize(request: SynthesizeRequest): Promise<Pcm>;
  /** The provider's native sample rate, or undefined when it is not configured. */
  sampleRateOf(provider: VoiceProvider): number | undefined;
  has(provider: VoiceProvider): boolean;
  /** The provider itself, for what only it can do (ElevenLabs cloning, eSpeak warm-up). */
  provider(name: VoiceProvider): SpeechProvider | undefined;
  /** Call at start-up in processes that render: the offline voices are then quick from the first line. */
  warm(): Promise<void>;
  /** What each discovering provider found (cached after the first call). */
  discover(): Promise<Map<VoiceProvider, Discovery>>;
  close(): Promise<void>;
}

export class SpeechError extends Error {
  override name = 'SpeechError';
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

/** Thrown when a request is refused for good (bad key, unknown voice): retrying cannot help. */
export class PermanentSpeechError extends SpeechError {
  override name = 'PermanentSpeechError';
}
