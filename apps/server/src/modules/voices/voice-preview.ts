import { createHash } from 'node:crypto';
import type { FfmpegBinaries } from '../../providers/audio/ffmpeg';
import { levelLine } from '../../providers/audio/leveler';
import { encodeMp3 } from '../../providers/audio/programme-encoder';
import type { FileStorage } from '../../providers/storage/storage';
import type { VoiceRef, VoiceSynthesizer } from '../../providers/tts/tts';

/** A short introduction in each seeded language; `{name}` is the voice's display name. */
const SAMPLE_SENTENCES: Readonly<Record<string, string>> = {
  en: "Hi, I'm {name}. This is how I sound when I read your podcast.",
  hi: 'नमस्ते, मैं {name} हूँ। मेरी आवाज़ ऐसी सुनाई देती है।',
  es: 'Hola, soy {name}. Así suena mi voz en tu pódcast.',
  fr: 'Bonjour, je suis {name}. Voici ma voix pour votre podcast.',
  de: 'Hallo, ich bin {name}. So klingt meine Stimme in deinem Podcast.',
  it: 'Ciao, sono {name}. Questa è la mia voce per il tuo podcast.',
  pt: 'Olá, eu sou {name}. Esta é a minha voz no seu podcast.',
  nl: 'Hallo, ik ben {name}. Zo klinkt mijn stem in jouw podcast.',
  sv: 'Hej, jag heter {name}. Så här låter min röst i din podcast.',
  pl: 'Cześć, jestem {name}. Tak brzmi mój głos w twoim podcaście.',
  tr: 'Merhaba, ben {name}. Podcastinde sesim böyle duyulur.',
  ru: 'Привет, я {name}. Так звучит мой голос в вашем подкасте.',
  ar: 'مرحبا، أنا {name}. هكذا يبدو صوتي في البودكاست.',
  ja: 'こんにちは、{name}です。これが私の声です。',
  ko: '안녕하세요, 저는 {name}입니다. 이것이 제 목소리입니다.',
  zh: '你好，我是{name}。这是我的声音。',
  id: 'Halo, saya {name}. Beginilah suara saya di podcast Anda.',
  vi: 'Xin chào, tôi là {name}. Đây là giọng nói của tôi.',
  bn: 'নমস্কার, আমি {name}। এটা আমার কণ্ঠস্বর।',
  ta: 'வணக்கம், நான் {name}. இது என் குரல்.',
  te: 'నమస్కారం, నేను {name}. ఇది నా స్వరం.',
  mr: 'नमस्कार, मी {name}. हा माझा आवाज आहे.',
  gu: 'નમસ્તે, હું {name} છું. આ મારો અવાજ છે.',
};

export function sampleSentence(languageCode: string, name: string): string {
  const base = languageCode.split('-')[0]?.toLowerCase() ?? 'en';
  return (SAMPLE_SENTENCES[base] ?? (SAMPLE_SENTENCES.en as string)).replace('{name}', name);
}

export function previewKeyFor(voice: VoiceRef, sentence: string): string {
  const hash = createHash('sha256')
    .update(JSON.stringify([voice.provider, voice.providerVoiceId, voice.languageCode, sentence]))
    .digest('hex');
  return `voices/previews/${voice.provider}/${hash.slice(0, 32)}.mp3`;
}

/**
 * A voice's preview, synthesised once and kept in storage: later requests, from any process, find the
 * file. Concurrent first requests in this process share one synthesis.
 */
export class VoicePreviews {
  private readonly inFlight = new Map<string, Promise<string>>();

  constructor(
    private readonly deps: { storage: FileStorage; synthesizer: VoiceSynthesizer; ffmpeg: () => FfmpegBinaries },
  ) {}

  /** `text` replaces the one-sentence introduction (a clone's preview is 30 s of the voice script). */
  ensure(voice: VoiceRef, name: string, text?: string): Promise<string> {
    const sentence = text ?? sampleSentence(voice.languageCode, name);
    const key = previewKeyFor(voice, sentence);
    let job = this.inFlight.get(key);
    if (!job) {
      job = this.create(key, voice, sentence).finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, job);
    }
    return job;
  }

  private async create(key: string, voice: VoiceRef, sentence: string): Promise<string> {
    if (await this.deps.storage.stat(key)) return key;
    const pcm = await this.deps.synthesizer.synthesize({ voice, text: sentence });
    const samples = pcm.samples.slice();
    levelLine(samples, pcm.sampleRate);
    const mp3 = await encodeMp3(this.deps.ffmpeg(), samples, pcm.sampleRate);
    await this.deps.storage.put(key, mp3, { contentType: 'audio/mpeg' });
    return key;
  }
}
