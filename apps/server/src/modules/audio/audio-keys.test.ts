import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { VoiceRef } from '../../providers/tts/tts';
import { LINE_CACHE_PREFIX, lineCacheKey } from './audio-keys';

/** The key every cached line had before any provider's epoch: what a cache written then holds. */
function keyBeforeEpochs(voice: VoiceRef, text: string): string {
  const parts = [1, voice.provider, voice.providerVoiceId, voice.languageCode, text];
  const hash = createHash('sha256').update(JSON.stringify(parts)).digest('hex');
  return `${LINE_CACHE_PREFIX}/${voice.provider}/${hash.slice(0, 2)}/${hash}.wav`;
}

describe('the line cache key', () => {
  const text = 'Welcome back to the show.';

  it("keeps a paid provider's cached lines", () => {
    const voice: VoiceRef = { provider: 'openai', providerVoiceId: 'alloy', languageCode: 'en-US' };
    expect(lineCacheKey(voice, text)).toBe(keyBeforeEpochs(voice, text));
  });

  it("makes eSpeak's lines afresh: its British voices spoke in the previous line's voice before", () => {
    const voice: VoiceRef = { provider: 'espeak', providerVoiceId: 'en-gb+f4', languageCode: 'en-GB' };
    const key = lineCacheKey(voice, text);
    expect(key).not.toBe(keyBeforeEpochs(voice, text));
    expect(key).toMatch(/^audio-cache\/lines\/espeak\/[0-9a-f]{2}\/[0-9a-f]{64}\.wav$/);
    expect(lineCacheKey(voice, text)).toBe(key);
  });
});
