import { z } from 'zod';

/** A clip's frame: 1:1 (1080×1080), 9:16 (1080×1920) or 16:9 (1920×1080). */
export const CLIP_ASPECTS = ['SQUARE', 'VERTICAL', 'WIDE'] as const;
export type ClipAspect = (typeof CLIP_ASPECTS)[number];

/** How the clip form names each frame, with its size and where it fits. */
export const CLIP_ASPECT_LABELS: Record<ClipAspect, string> = {
  SQUARE: 'Square 1:1 (1080×1080), for feeds',
  VERTICAL: 'Vertical 9:16 (1080×1920), for Reels, TikTok and Shorts',
  WIDE: 'Wide 16:9 (1920×1080), for YouTube',
};

const lineIndex = (what: string) =>
  z
    .number({ error: `Please choose the ${what} line.` })
    .int(`Please choose the ${what} line.`)
    .min(0, `Please choose the ${what} line.`);

/** createClip's input: a span of the podcast's lines (indices of its script, both included), a frame, a soundbite. */
export const createClipInput = z.object({
  podcastId: z.number().int(),
  fromLine: lineIndex('first'),
  toLine: lineIndex('last'),
  aspect: z.enum(CLIP_ASPECTS, { error: `A frame is one of ${CLIP_ASPECTS.join(', ')}.` }),
  soundbite: z.boolean().default(false),
});
export type CreateClipInput = z.infer<typeof createClipInput>;
