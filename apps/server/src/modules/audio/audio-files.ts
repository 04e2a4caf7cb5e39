/** Signed audio URLs live one hour; the browser asks again when it needs a fresh one. */
export const AUDIO_URL_SECONDS = 60 * 60;

/** The name a podcast's audio downloads under: its title, made safe for a file name. */
export const fileNameFor = (title: string) =>
  `${
    title
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'podcast'
  }.mp3`;
