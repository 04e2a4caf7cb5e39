import type { Pcm } from '../audio/pcm';

export type VoiceProvider = 'espeak' | 'openai' | 'elevenlabs' | 'gemini';

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
