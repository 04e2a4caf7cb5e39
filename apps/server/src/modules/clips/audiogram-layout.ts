import type { ClipAspect } from './clips.schema';

/** Where each part of an audiogram sits in its frame, in pixels. */
export interface AudiogramLayout {
  width: number;
  height: number;
  art: { x: number; y: number; size: number };
  wave: { x: number; y: number; width: number; height: number };
  /** The captions' column: the speaker's name at `y`, the words below it, at most `rows` rows at a time. */
  captions: { x: number; y: number; width: number; rows: number };
}

/** Point sizes: large enough to read on a phone held upright (a 1080-pixel-wide frame shown 6–7 cm wide). */
export const CAPTION_FONT = { speaker: 46, words: 64, lineSpacing: 18 } as const;
/** DejaVu Sans Bold's average advance is about 0.6 of its size; a row holds what fits the column. */
const AVERAGE_ADVANCE = 0.6;

export const AUDIOGRAM_LAYOUTS: Record<ClipAspect, AudiogramLayout> = {
  SQUARE: {
    width: 1080,
    height: 1080,
    art: { x: 330, y: 60, size: 420 },
    wave: { x: 90, y: 505, width: 900, height: 150 },
    captions: { x: 90, y: 690, width: 900, rows: 3 },
  },
  VERTICAL: {
    width: 1080,
    height: 1920,
    art: { x: 180, y: 180, size: 720 },
    wave: { x: 90, y: 960, width: 900, height: 220 },
    captions: { x: 90, y: 1260, width: 900, rows: 4 },
  },
  WIDE: {
    width: 1920,
    height: 1080,
    art: { x: 120, y: 240, size: 600 },
    wave: { x: 840, y: 150, width: 960, height: 200 },
    captions: { x: 840, y: 450, width: 960, rows: 4 },
  },
};

/** The caption area's box (speaker name and every row), for tests and for whoever places something near it. */
export function captionBox(layout: AudiogramLayout) {
  const { x, y, width, rows } = layout.captions;
  const height =
    CAPTION_FONT.speaker + CAPTION_FONT.lineSpacing + rows * (CAPTION_FONT.words + CAPTION_FONT.lineSpacing);
  return { x, y, width, height };
}

/** What a caption shows while it is on screen: who speaks and up to `rows` rows of their words. */
export interface CaptionPage {
  start: number;
  end: number;
  speaker: string;
  rows: string[];
}

/** One spoken line inside the clip, in seconds from the clip's start. */
export interface CaptionCue {
  start: number;
  end: number;
  speaker: string;
  text: string;
}

/** Words into rows no wider than the column (a word longer than a row is cut into pieces). */
export function wrapWords(text: string, maxChars: number): string[] {
  const rows: string[] = [];
  let row = '';
  for (const raw of text.split(/\s+/).filter(Boolean)) {
    let word = raw;
    while (word.length > maxChars) {
      if (row) rows.push(row);
      rows.push(word.slice(0, maxChars));
      word = word.slice(maxChars);
      row = '';
    }
    if (!row) row = word;
    else if (row.length + 1 + word.length <= maxChars) row = `${row} ${word}`;
    else {
      rows.push(row);
      row = word;
    }
  }
  if (row) rows.push(row);
  return rows;
}

/**
 * Each line's words cut into pages of the column's rows; a line's time is shared among its pages by their length,
 * so the words on screen follow the voice.
 */
export function captionPages(cues: CaptionCue[], layout: AudiogramLayout): CaptionPage[] {
  const maxChars = Math.max(8, Math.floor(layout.captions.width / (CAPTION_FONT.words * AVERAGE_ADVANCE)));
  const pages: CaptionPage[] = [];
  for (const cue of cues) {
    const rows = wrapWords(cue.text, maxChars);
    const groups: string[][] = [];
    for (let i = 0; i < rows.length; i += layout.captions.rows) groups.push(rows.slice(i, i + layout.captions.rows));
    const weights = groups.map((group) => group.join(' ').length);
    const total = weights.reduce((a, b) => a + b, 0) || 1;
    let at = cue.start;
    groups.forEach((group, i) => {
      const end = i === groups.length - 1 ? cue.end : at + ((cue.end - cue.start) * (weights[i] ?? 0)) / total;
      pages.push({ start: at, end, speaker: cue.speaker, rows: group });
      at = end;
    });
  }
  return pages.filter((page) => page.end > page.start);
}
