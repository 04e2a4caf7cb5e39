import { describe, expect, it } from 'vitest';
import { moreSpeakerVoices } from './default-voices';

describe('voices of speakers 3 and 4', () => {
  it('gives speakers 3 and 4 the language’s third and fourth voices unless theirs is offered', () => {
    const voices = ['a', 'b', 'c', 'd'].map((optionKey, i) => ({
      name: optionKey,
      optionKey,
      displayOrder: i,
      voice: null,
    }));
    expect(moreSpeakerVoices([null, 'zz'], voices, false)).toEqual(['c', 'd']);
    expect(moreSpeakerVoices(['a', 'b'], voices, false)).toEqual(['a', 'b']);
    expect(moreSpeakerVoices(['a', 'b'], voices, true)).toEqual(['c', 'd']);
  });
});
