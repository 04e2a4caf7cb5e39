import { z } from 'zod';

/** The parts of a render's music, in the order they play around the speech. */
export const RENDER_MUSIC_PARTS = ['intro', 'bed', 'outro'] as const;
export type RenderMusicPart = (typeof RENDER_MUSIC_PARTS)[number];

export const RENDER_MUSIC_PART_NAMES: Record<RenderMusicPart, string> = {
  intro: 'Intro',
  bed: 'Bed',
  outro: 'Outro',
};

/** The bed's volume (0–1, × its level under the speech) when none is chosen. */
export const DEFAULT_BED_VOLUME = 0.5;

export const RENDER_MUSIC_MESSAGES = {
  track: 'Please choose music from your library (or None).',
  bedVolume: 'Please choose a bed volume between 0 and 100%.',
  /** The item is gone from the caller's library (deleted, or never theirs: the two are not told apart). */
  missing: (part: RenderMusicPart) =>
    `The ${RENDER_MUSIC_PART_NAMES[part].toLowerCase()} music is no longer in your library. Please choose another, or None.`,
} as const;

/** Ids are database ids (a PostgreSQL integer). */
const MUSIC_ID_MAX = 2_147_483_647;
const trackId = z.coerce
  .number({ error: RENDER_MUSIC_MESSAGES.track })
  .int(RENDER_MUSIC_MESSAGES.track)
  .positive(RENDER_MUSIC_MESSAGES.track)
  .max(MUSIC_ID_MAX, RENDER_MUSIC_MESSAGES.track)
  .nullish()
  .transform((v) => v ?? null);

/**
 * The music a render plays around and under the speech: items of the user's music library (our beds or their
 * uploads) by id, null for none, and the bed's volume. Saved with the podcast (`settings.music`) and accepted by
 * POST /generate/audio as `music` beside the spec's fields.
 */
export const renderMusicInput = z.object({
  intro: trackId,
  bed: trackId,
  outro: trackId,
  bedVolume: z.coerce
    .number({ error: RENDER_MUSIC_MESSAGES.bedVolume })
    .min(0, RENDER_MUSIC_MESSAGES.bedVolume)
    .max(1, RENDER_MUSIC_MESSAGES.bedVolume)
    .nullish()
    .transform((v) => v ?? DEFAULT_BED_VOLUME),
});
export type RenderMusic = z.infer<typeof renderMusicInput>;

export const NO_RENDER_MUSIC: RenderMusic = { intro: null, bed: null, outro: null, bedVolume: DEFAULT_BED_VOLUME };

/** Whether any music plays at all. */
export const hasRenderMusic = (music: RenderMusic | null | undefined): music is RenderMusic =>
  Boolean(music && (music.intro || music.bed || music.outro));
