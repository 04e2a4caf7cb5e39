import { describe, expect, it } from 'vitest';
import { DEFAULT_EDITOR_CLIP, EDITOR_CLIP_MESSAGES, type EditorClip, editorClip } from './editor';
import { layoutClips } from './editor-layout';

const clip = (patch: Partial<EditorClip>): EditorClip => ({ ...DEFAULT_EDITOR_CLIP, ...patch });

describe('layoutClips', () => {
  it('keeps the running order of projects without clip edits: intro, speech with the bed looped, outro', () => {
    const { placements, total } = layoutClips({ intro: 72, speaker1: 120, speaker2: 118, background: 30, outro: 20 });
    expect(placements.intro).toMatchObject({ start: 0, length: 72 });
    expect(placements.speaker1).toMatchObject({ start: 72, length: 120 });
    expect(placements.background).toMatchObject({ start: 72, length: 120, loop: true, passLength: 30 });
    expect(placements.outro).toMatchObject({ start: 192, length: 20 });
    expect(total).toBe(212);
  });

  it('trims the 72-second intro to 10 s and fades it: the speech follows it, the outro follows the speech', () => {
    const { placements, total } = layoutClips(
      { intro: 72, speaker1: 120, outro: 20 },
      { intro: clip({ trimStart: 2, trimEnd: 60, fadeOut: 3 }), outro: clip({ trimEnd: 12, fadeIn: 1 }) },
    );
    expect(placements.intro).toMatchObject({ start: 0, length: 10, trimStart: 2, fadeOut: 3 });
    expect(placements.speaker1).toMatchObject({ start: 10, length: 120 });
    expect(placements.outro).toMatchObject({ start: 130, length: 8, fadeIn: 1 });
    expect(total).toBe(138);
  });

  it('puts a moved clip where it was moved, overlapping others, and the programme ends with its last clip', () => {
    const { placements, total } = layoutClips(
      { intro: 10, speaker1: 60, outro: 5 },
      { speaker1: clip({ start: 8 }), outro: clip({ start: 66 }) },
    );
    expect(placements.speaker1?.start).toBe(8);
    expect(placements.outro?.start).toBe(66);
    expect(total).toBe(71);
  });

  it('loops the bed only when asked or by default, never past the speech, and keeps fades within the clip', () => {
    const once = layoutClips({ speaker1: 100, background: 30 }, { background: clip({ loop: false, fadeIn: 40 }) });
    expect(once.placements.background).toMatchObject({ length: 30, loop: false, fadeIn: 15 });
    const longBed = layoutClips({ intro: 5, speaker1: 20, background: 90 });
    expect(longBed.placements.background).toMatchObject({ start: 5, length: 20, loop: false });
    expect(longBed.total).toBe(25);
    const without = layoutClips({ background: 30 });
    expect(without.placements.background).toMatchObject({ start: 0, length: 30, loop: false });
    expect(without.total).toBe(30);
  });

  it('leaves out a clip trimmed to nothing', () => {
    const { placements, total } = layoutClips(
      { intro: 10, speaker1: 20 },
      { intro: clip({ trimStart: 6, trimEnd: 6 }) },
    );
    expect(placements.intro).toBeUndefined();
    expect(placements.speaker1?.start).toBe(0);
    expect(total).toBe(20);
  });
});

describe('editorClip', () => {
  it('refuses times that are not seconds, below 0, or too long, each with a sentence', () => {
    const messageOf = (input: unknown) => editorClip.safeParse(input).error?.issues[0]?.message;
    expect(messageOf({ start: 'soon' })).toBe(EDITOR_CLIP_MESSAGES.notSeconds);
    expect(messageOf({ trimStart: -1 })).toBe(EDITOR_CLIP_MESSAGES.negative);
    expect(messageOf({ fadeIn: 31 })).toBe(EDITOR_CLIP_MESSAGES.tooLong(3600));
    expect(messageOf({ trimEnd: 3601 })).toBe(EDITOR_CLIP_MESSAGES.tooLong(3600));
    expect(editorClip.parse({})).toEqual(DEFAULT_EDITOR_CLIP);
  });
});
