import type { ConfiguredSpeechVoice } from '../../config';
import { type FfmpegBinaries, resolveFfmpeg } from '../audio/ffmpeg';
import type { Pcm } from '../audio/pcm';
import { decodeSpeech } from './decode-speech';
import { fetchBytesWithRetry } from './http-retry';
import { createLimiter } from './limiter';
import type { Discovery, OfferedVoice, SpeechProvider, SynthesizeRequest } from './tts';

export interface SpeechServerOptions {
  /** SPEECH_SERVER_URL, with or without its `/v1`. */
  url: string;
  apiKey?: string;
  model?: string;
  concurrency?: number;
  /** SPEECH_SERVER_VOICES: the voices when the server cannot list them, and names for those it lists. */
  voices?: ConfiguredSpeechVoice[];
  attempts?: number;
  baseDelayMs?: number;
  timeoutMs?: number;
  ffmpeg?: () => FfmpegBinaries;
}

/** Kokoro's naming, which Kokoro-FastAPI and others serve as is: `af_bella` is an American English woman. */
const KOKORO_PREFIX: Readonly<Record<string, string>> = {
  a: 'en-US',
  b: 'en-GB',
  e: 'es',
  f: 'fr',
  h: 'hi',
  i: 'it',
  j: 'ja',
  p: 'pt',
  z: 'zh',
};

type Listed = { id: string; name?: string; gender?: string; language?: string };

/** `{ voices: [...] }`, `{ data: [...] }` or a bare array, of ids or of objects naming the voice. */
function readVoiceList(body: unknown): Listed[] {
  const list = Array.isArray(body)
    ? body
    : ((body as { voices?: unknown; data?: unknown })?.voices ?? (body as { data?: unknown })?.data);
  if (!Array.isArray(list)) throw new Error('its voice list is not a list');
  return list.flatMap((item): Listed[] => {
    if (typeof item === 'string') return [{ id: item }];
    if (!item || typeof item !== 'object') return [];
    const o = item as Record<string, unknown>;
    const id = [o.id, o.voice_id, o.voice, o.name].find((v) => typeof v === 'string' && v.length > 0) as string;
    if (!id) return [];
    const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
    return [{ id, name: text(o.name), gender: text(o.gender), language: text(o.language) ?? text(o.lang) }];
  });
}

const title = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A listed voice in catalogue terms: the operator's entry wins, then what the server says, then Kokoro's naming. */
function describe(listed: Listed, configured: Map<string, ConfiguredSpeechVoice>, index: number): OfferedVoice {
  const own = configured.get(listed.id);
  if (own) return { id: own.id, name: own.name, gender: own.gender, languages: [own.languageCode], tier: 'Neural' };
  const kokoro = /^([a-z])([fm])_([a-z0-9]+)$/i.exec(listed.id);
  const gender =
    listed.gender === 'male' || listed.gender === 'female'
      ? listed.gender
      : kokoro
        ? kokoro[2] === 'm'
          ? 'male'
          : 'female'
        : index % 2 === 0
          ? 'female'
          : 'male';
  const language = listed.language ?? (kokoro ? KOKORO_PREFIX[(kokoro[1] as string).toLowerCase()] : undefined);
  const name =
    listed.name && listed.name !== listed.id ? listed.name : title(kokoro ? (kokoro[3] as string) : listed.id);
  return { id: listed.id, name, gender, languages: language ? [language] : [], tier: 'Neural' };
}

/**
 * A self-hosted voice server speaking OpenAI's `/v1/audio/speech` (Kokoro-FastAPI, LocalAI, Speaches,
 * openedai-speech): Neural voices, listed by the server (`GET /v1/audio/voices`) or by SPEECH_SERVER_VOICES.
 */
export class SpeechServerProvider implements SpeechProvider {
  readonly provider = 'speech-server' as const;
  readonly sampleRate = 24_000;
  private readonly limit;
  private readonly base: string;
  private discovery?: Promise<Discovery>;

  constructor(private readonly options: SpeechServerOptions) {
    this.limit = createLimiter(options.concurrency ?? 4);
    const root = options.url.replace(/\/+$/, '');
    this.base = /\/v1$/.test(root) ? root : `${root}/v1`;
  }

  private headers(): Record<string, string> {
    return this.options.apiKey ? { authorization: `Bearer ${this.options.apiKey}` } : {};
  }

  discover(): Promise<Discovery> {
    this.discovery ??= this.list();
    return this.discovery;
  }

  private async list(): Promise<Discovery> {
    const configured = new Map((this.options.voices ?? []).map((v) => [v.id, v]));
    const fallback = [...configured.values()].map((v, i) => describe({ id: v.id }, configured, i));
    const where = `The speech server at ${this.base}`;
    let listed: Listed[];
    try {
      const response = await fetch(`${this.base}/audio/voices`, {
        headers: this.headers(),
        signal: AbortSignal.timeout(10_000),
      });
      if (response.status === 404 || response.status === 405) {
        if (fallback.length > 0) return { voices: fallback, problems: [] };
        return {
          voices: [],
          problems: [`${where} does not list its voices (GET /v1/audio/voices): name them in SPEECH_SERVER_VOICES.`],
        };
      }
      if (!response.ok) throw new Error(`it answered ${response.status}`);
      listed = readVoiceList(await response.json());
    } catch (error) {
      const reason = (error as Error).message;
      const then =
        fallback.length > 0 ? 'the voices in SPEECH_SERVER_VOICES are offered' : 'none of its voices are offered';
      return { voices: fallback, problems: [`${where} could not list its voices (${reason}): ${then}.`] };
    }
    const voices = listed.map((v, i) => describe(v, configured, i));
    return { voices, problems: voices.length === 0 ? [`${where} lists no voices.`] : [] };
  }

  /**
   * One line. A slot (SPEECH_SERVER_CONCURRENCY) is held while the server answers, not while its answer is decoded
   * nor while a failed try waits to be retried: the server always has as many lines to read as it is allowed.
   */
  async synthesize({ voice, text, speed, signal }: SynthesizeRequest): Promise<Pcm> {
    const bytes = await fetchBytesWithRetry(
      `${this.base}/audio/speech`,
      {
        method: 'POST',
        headers: { ...this.headers(), 'content-type': 'application/json' },
        body: JSON.stringify({
          model: this.options.model ?? 'tts-1',
          input: text,
          voice: voice.providerVoiceId,
          response_format: 'wav',
          ...(speed && speed !== 1 ? { speed } : {}),
        }),
      },
      {
        service: 'The speech server',
        signal,
        limit: this.limit,
        attempts: this.options.attempts,
        baseDelayMs: this.options.baseDelayMs,
        timeoutMs: this.options.timeoutMs,
      },
    );
    return decodeSpeech(bytes, this.options.ffmpeg ?? (() => resolveFfmpeg()), signal);
  }
}
