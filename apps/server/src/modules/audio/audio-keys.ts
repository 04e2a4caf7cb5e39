import { createHash, randomBytes } from 'node:crypto';
import { slug } from '../../platform/slug';
import type { VoiceProvider, VoiceRef } from '../../providers/tts/tts';

/**
 * Where a render's files live. Every render is a new revision with its own keys, so a signed URL handed
 * out for an earlier revision keeps playing what it played, and caches never serve a stale file.
 */
export function newRevision(): string {
  return `${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`;
}

/**
 * The revision of one audio job: the same for every run of that job, so a run taken over after its worker died
 * (or retried) writes over the files the earlier run left, and a new job (a new render) still gets new keys.
 */
export function jobRevision(refId: string): string {
  return `j${createHash('sha256').update(refId).digest('hex').slice(0, 16)}`;
}

export function audioPrefix(podcastId: number | string): string {
  return `podcasts/${podcastId}/audio`;
}

export function renderKeys(podcastId: number | string, revision: string) {
  const base = `${audioPrefix(podcastId)}/${revision}`;
  return {
    audio: `${base}.mp3`,
    /** The opening seconds, stored while the rest still renders, so playback can start early. */
    start: `${base}-start.mp3`,
    manifest: `${base}.json`,
    stem: (index: number, speaker: string) => `${base}-stems/${index + 1}-${slug(speaker)}.flac`,
  };
}

/** The folder of the line cache (see line-cache-sweep.ts for how long lines stay). */
export const LINE_CACHE_PREFIX = 'audio-cache/lines';

/** Bump when synthesis settings change (rate, escaping…), so old cached lines are not reused. */
const LINE_CACHE_VERSION = 1;

/**
 * One provider's cached lines made afresh, the others' kept (a paid provider's lines cost money to make again).
 * eSpeak 2: its British voices spoke in the previous line's voice until voices were set by language; eSpeak's
 * lines are free and quick to make again, so none of the old ones is reused.
 */
const PROVIDER_CACHE_EPOCH: Partial<Record<VoiceProvider, number>> = { espeak: 2 };

/**
 * A synthesised line is cached by what makes it sound as it does: provider, voice, text and, when the speaker's
 * pace or pitch is not the voice's own, that style.
 */
export function lineCacheKey(voice: VoiceRef, text: string, style?: { speed: number; pitch: number }): string {
  const parts: unknown[] = [LINE_CACHE_VERSION, voice.provider, voice.providerVoiceId, voice.languageCode, text];
  const epoch = PROVIDER_CACHE_EPOCH[voice.provider];
  if (epoch) parts.push(`epoch:${epoch}`);
  if (style && (style.speed !== 1 || style.pitch !== 0)) parts.push(style.speed, style.pitch);
  const hash = createHash('sha256').update(JSON.stringify(parts)).digest('hex');
  return `${LINE_CACHE_PREFIX}/${voice.provider}/${hash.slice(0, 2)}/${hash}.wav`;
}
