import { DEFAULT_EDITOR_CLIP, type EditorClip, type EditorTrackId } from './editor';

/** Where a track's clip sounds in the programme, and which part of its audio plays there. */
export interface ClipPlacement {
  /** Seconds from the programme's start. */
  start: number;
  /** Seconds it sounds for (a looped clip repeats its trimmed audio to fill them). */
  length: number;
  /** Seconds into the audio file where the clip begins, and how long the trimmed audio is (one pass). */
  trimStart: number;
  passLength: number;
  loop: boolean;
  fadeIn: number;
  fadeOut: number;
}

export type ClipPlacements = Partial<Record<EditorTrackId, ClipPlacement>>;

const SPEAKERS = ['speaker1', 'speaker2'] as const;

/** The trimmed length of a track's audio, or 0 when nothing of it is left. */
function passOf(duration: number | undefined, clip: EditorClip): number {
  if (!duration || duration <= 0) return 0;
  return Math.max(0, duration - clip.trimStart - clip.trimEnd);
}

function placement(start: number, passLength: number, clip: EditorClip, loopUntil: number | null): ClipPlacement {
  // A bed fills the speech exactly: repeated when shorter, cut when longer.
  const length = loopUntil !== null && loopUntil > start ? loopUntil - start : passLength;
  const half = length / 2;
  return {
    start,
    length,
    trimStart: clip.trimStart,
    passLength,
    loop: length > passLength,
    fadeIn: Math.min(clip.fadeIn, half),
    fadeOut: Math.min(clip.fadeOut, half),
  };
}

/**
 * The programme's layout, the same in the editor and in the mixdown: the intro first, the speakers after it, the
 * background under the speech (looping until the speech ends), the outro after it all — each clip where its
 * `start` puts it instead when it was moved, its audio trimmed, faded and looped as its clip says.
 */
export function layoutClips(
  durations: Partial<Record<EditorTrackId, number>>,
  clips: Partial<Record<EditorTrackId, EditorClip>> = {},
): { placements: ClipPlacements; total: number } {
  const clipOf = (id: EditorTrackId) => clips[id] ?? DEFAULT_EDITOR_CLIP;
  const pass = (id: EditorTrackId) => passOf(durations[id], clipOf(id));
  const placements: ClipPlacements = {};
  const intro = pass('intro');
  if (intro > 0) placements.intro = placement(clipOf('intro').start ?? 0, intro, clipOf('intro'), null);
  const introEnd = placements.intro ? placements.intro.start + placements.intro.length : 0;
  for (const id of SPEAKERS) {
    const length = pass(id);
    if (length > 0) placements[id] = placement(clipOf(id).start ?? introEnd, length, clipOf(id), null);
  }
  const speechEnd = Math.max(0, ...SPEAKERS.map((id) => (placements[id] ? endOf(placements[id]) : 0)));
  const speaking = SPEAKERS.some((id) => placements[id]);
  const loopsUntil = (id: EditorTrackId, byDefault: boolean) =>
    (clipOf(id).loop ?? byDefault) && speaking ? speechEnd : null;
  const background = pass('background');
  if (background > 0) {
    const clip = clipOf('background');
    placements.background = placement(clip.start ?? introEnd, background, clip, loopsUntil('background', true));
  }
  const bodyEnd = Math.max(introEnd, speechEnd, placements.background ? endOf(placements.background) : 0);
  const outro = pass('outro');
  if (outro > 0) placements.outro = placement(clipOf('outro').start ?? bodyEnd, outro, clipOf('outro'), null);
  const total = Math.max(0, ...Object.values(placements).map((p) => (p ? endOf(p) : 0)));
  return { placements, total };
}

const endOf = (p: ClipPlacement) => p.start + p.length;
