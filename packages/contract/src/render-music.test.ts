import { describe, expect, it } from 'vitest';
import { audioRequestInput } from './generation';
import { hasRenderMusic, RENDER_MUSIC_MESSAGES, renderMusicInput } from './render-music';

describe('a render’s music', () => {
  it('reads missing parts as None and the bed volume as 0.5', () => {
    expect(renderMusicInput.parse({})).toEqual({ intro: null, bed: null, outro: null, bedVolume: 0.5 });
    expect(renderMusicInput.parse({ intro: '12', bed: null, bedVolume: 0.2 })).toEqual({
      intro: 12,
      bed: null,
      outro: null,
      bedVolume: 0.2,
    });
    expect(hasRenderMusic(renderMusicInput.parse({ bedVolume: 0.9 }))).toBe(false);
    expect(hasRenderMusic(renderMusicInput.parse({ outro: 3 }))).toBe(true);
  });

  it('refuses a volume outside 0–1 and an id that is not one, each with its sentence', () => {
    const message = (input: unknown) => renderMusicInput.safeParse(input).error?.issues[0]?.message;
    expect(message({ bedVolume: 1.5 })).toBe(RENDER_MUSIC_MESSAGES.bedVolume);
    expect(message({ bedVolume: -0.1 })).toBe(RENDER_MUSIC_MESSAGES.bedVolume);
    expect(message({ intro: 'jingle' })).toBe(RENDER_MUSIC_MESSAGES.track);
    expect(message({ bed: 2.5 })).toBe(RENDER_MUSIC_MESSAGES.track);
    expect(message({ outro: -1 })).toBe(RENDER_MUSIC_MESSAGES.track);
    expect(RENDER_MUSIC_MESSAGES.missing('outro')).toBe(
      'The outro music is no longer in your library. Please choose another, or None.',
    );
  });

  it('rides beside the spec’s audio payload, which keeps working without it', () => {
    const spec = {
      podcast_id: 4,
      conversation_output: 'Asha: Hello.\nRavi: Hi.',
      host_voice: 'en-f',
      guest_voice: 'en-m',
      no_of_speaker: 2,
    };
    expect(audioRequestInput.parse(spec).music).toBeUndefined();
    expect(audioRequestInput.parse({ ...spec, music: { bed: 7, bedVolume: 0.3 } }).music).toEqual({
      intro: null,
      bed: 7,
      outro: null,
      bedVolume: 0.3,
    });
  });
});
