import { z } from 'zod';
import { safeString } from './safe-text';

/** Spec 001 §2 "Audio editor": five fixed tracks, in this order. */
export const EDITOR_TRACK_IDS = ['speaker1', 'speaker2', 'intro', 'outro', 'background'] as const;
export type EditorTrackId = (typeof EDITOR_TRACK_IDS)[number];

export const EDITOR_TRACK_NAMES: Record<EditorTrackId, string> = {
  speaker1: 'Speaker 1',
  speaker2: 'Speaker 2',
  intro: 'Intro Music',
  outro: 'Outro Music',
  background: 'Background Music',
};

/** Spec 001 §9: speakers 1, intro and outro 0.8, background 0.5 (volume 0–1; the sliders show 0–100). */
export const EDITOR_DEFAULT_VOLUMES: Record<EditorTrackId, number> = {
  speaker1: 1,
  speaker2: 1,
  intro: 0.8,
  outro: 0.8,
  background: 0.5,
};

/** Spec 001 §9: seek back 5 s; the timeline shows 8 markers every 15 s (more as the project grows). */
export const EDITOR_SEEK_BACK_SECONDS = 5;
export const EDITOR_MARKER_STEP_SECONDS = 15;
export const EDITOR_MIN_MARKERS = 8;

/** What plays on a track: a rendered speaker's stem of the project's podcast, or an item of the music library. */
export const editorTrackSource = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('stem'), speaker: safeString().min(1).max(200) }),
  z.object({ kind: z.literal('music'), musicId: z.number().int().positive() }),
]);
export type EditorTrackSource = z.infer<typeof editorTrackSource>;

/** The longest a clip may be moved or trimmed, and the longest fade, in seconds. */
export const EDITOR_CLIP_MAX_SECONDS = 3600;
export const EDITOR_FADE_MAX_SECONDS = 30;

export const EDITOR_CLIP_MESSAGES = {
  notSeconds: 'A clip’s start, trims and fades are seconds: please give a number.',
  negative: 'A clip’s start, trims and fades cannot be below 0 seconds.',
  tooLong: (max: number) =>
    `A clip may be moved or trimmed by ${max} seconds at most, and faded over ${EDITOR_FADE_MAX_SECONDS}.`,
} as const;

const clipSeconds = (max: number) =>
  z
    .number({ error: EDITOR_CLIP_MESSAGES.notSeconds })
    .min(0, EDITOR_CLIP_MESSAGES.negative)
    .max(max, EDITOR_CLIP_MESSAGES.tooLong(EDITOR_CLIP_MAX_SECONDS));

/**
 * How a track's clip sits in the programme: where it starts (null: its place in the running order — the intro
 * first, the speech after it, the outro after the speech), what is cut from either end of its audio, its fades, and
 * whether it loops until the speech ends (null: the background does, the others do not).
 */
export const editorClip = z.object({
  start: clipSeconds(EDITOR_CLIP_MAX_SECONDS).nullable().default(null),
  trimStart: clipSeconds(EDITOR_CLIP_MAX_SECONDS).default(0),
  trimEnd: clipSeconds(EDITOR_CLIP_MAX_SECONDS).default(0),
  fadeIn: clipSeconds(EDITOR_FADE_MAX_SECONDS).default(0),
  fadeOut: clipSeconds(EDITOR_FADE_MAX_SECONDS).default(0),
  loop: z.boolean().nullable().default(null),
});
export type EditorClip = z.infer<typeof editorClip>;

export const DEFAULT_EDITOR_CLIP: EditorClip = {
  start: null,
  trimStart: 0,
  trimEnd: 0,
  fadeIn: 0,
  fadeOut: 0,
  loop: null,
};

/** Spec 001 §3 "Audio track" (id, name, volume 0–1, muted, solo), with its source instead of a bare url. */
export const editorTrack = z.object({
  id: z.enum(EDITOR_TRACK_IDS),
  volume: z.number().min(0).max(1),
  muted: z.boolean(),
  solo: z.boolean(),
  source: editorTrackSource.nullable(),
  /** Projects saved before clips could be edited have none: their clips sit where they always did. */
  clip: editorClip.default(DEFAULT_EDITOR_CLIP),
});
export type EditorTrack = z.infer<typeof editorTrack>;

export const editorTracksInput = z
  .array(editorTrack)
  .length(EDITOR_TRACK_IDS.length)
  .refine((tracks) => EDITOR_TRACK_IDS.every((id, i) => tracks[i]?.id === id), {
    message: 'The editor has five tracks: Speaker 1, Speaker 2, Intro Music, Outro Music and Background Music.',
  });

export function defaultEditorTracks(): EditorTrack[] {
  return EDITOR_TRACK_IDS.map((id) => ({
    id,
    volume: EDITOR_DEFAULT_VOLUMES[id],
    muted: false,
    solo: false,
    source: null,
    clip: { ...DEFAULT_EDITOR_CLIP },
  }));
}

/** Spec 001 §4: solo on a track mutes all others; solo off unmutes them. */
export function toggleSolo(tracks: readonly EditorTrack[], id: EditorTrackId): EditorTrack[] {
  const target = tracks.find((t) => t.id === id);
  if (!target) return [...tracks];
  const solo = !target.solo;
  return tracks.map((t) =>
    t.id === id ? { ...t, solo, muted: false } : { ...t, solo: solo ? false : t.solo, muted: solo },
  );
}

export const MUSIC_MESSAGES = {
  noFiles: 'Please select files to upload.',
  notAudio: 'That file is not audio we can read. Please choose an audio file (MP3, WAV, OGG, M4A or FLAC).',
  tooLarge: 'That file is too large (50 MB at most).',
  tooLong: 'That audio is too long (30 minutes at most).',
  tooMany: 'Please upload at most 10 files at once.',
  notFound: 'We could not find that music.',
  empty: 'No music available.',
} as const;

export const MUSIC_LIMITS = { maxFileBytes: 50 * 1024 * 1024, maxFiles: 10, maxSeconds: 30 * 60 } as const;
