import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveFfmpeg, runBinary } from '../../providers/audio/ffmpeg';
import { renderAudiogram } from './audiogram';
import { AUDIOGRAM_LAYOUTS, captionBox, captionPages, wrapWords } from './audiogram-layout';

const binaries = resolveFfmpeg();
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'podloom-audiogram-test-'));
  await runBinary(binaries.ffmpeg, [
    ...['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', 'sine=frequency=330:duration=3'],
    ...['-c:a', 'libmp3lame', path.join(dir, 'tone.mp3')],
  ]);
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** One frame of a video as raw RGB, `width × height × 3` bytes. */
async function frameAt(file: string, seconds: number): Promise<Buffer> {
  return runBinary(binaries.ffmpeg, [
    ...['-hide_banner', '-loglevel', 'error', '-ss', String(seconds), '-i', file],
    ...['-frames:v', '1', '-f', 'rawvideo', '-pix_fmt', 'rgb24', 'pipe:1'],
  ]);
}

/** Mean absolute difference of two frames' pixels inside a box (0–255). */
function difference(a: Buffer, b: Buffer, width: number, box: { x: number; y: number; width: number; height: number }) {
  let sum = 0;
  let n = 0;
  for (let y = box.y; y < box.y + box.height; y++) {
    for (let x = box.x; x < box.x + box.width; x++) {
      const i = (y * width + x) * 3;
      for (let c = 0; c < 3; c++) sum += Math.abs((a[i + c] ?? 0) - (b[i + c] ?? 0));
      n += 3;
    }
  }
  return sum / n;
}

describe('the audiogram', () => {
  it('burns the captions into the frames: the caption area differs from a frame without, the artwork does not', async () => {
    const render = async (name: string, withCaptions: boolean) => {
      const outFile = path.join(dir, `${name}.mp4`);
      const workDir = await mkdtemp(path.join(dir, `${name}-`));
      await renderAudiogram({
        binaries,
        audioFile: path.join(dir, 'tone.mp3'),
        start: 0.5,
        duration: 1.5,
        aspect: 'SQUARE',
        artworkFile: null,
        title: 'How bees talk',
        captions: withCaptions ? [{ start: 0, end: 1.5, speaker: 'Asha', text: 'Bees dance to tell the way.' }] : [],
        workDir,
        outFile,
      });
      return frameAt(outFile, 0.7);
    };
    const [captioned, plain] = [await render('captioned', true), await render('plain', false)];
    const layout = AUDIOGRAM_LAYOUTS.SQUARE;
    expect(captioned.length).toBe(layout.width * layout.height * 3);
    const caption = captionBox(layout);
    const art = { x: layout.art.x, y: layout.art.y, width: layout.art.size, height: layout.art.size };
    // White and gold letters with black borders on the dark background: a large difference where they are drawn.
    expect(difference(captioned, plain, layout.width, caption)).toBeGreaterThan(8);
    // Elsewhere the two frames are the same picture (up to the encoder's noise).
    expect(difference(captioned, plain, layout.width, art)).toBeLessThan(2);
  }, 120_000);

  it('wraps words into rows of the column and shares a line’s time among its pages by their length', () => {
    expect(wrapWords('one two three four five', 9)).toEqual(['one two', 'three', 'four five']);
    expect(wrapWords('abcdefghijkl', 5)).toEqual(['abcde', 'fghij', 'kl']);
    const words = Array.from({ length: 40 }, (_, i) => `word${i}`).join(' ');
    const pages = captionPages([{ start: 2, end: 12, speaker: 'Ravi', text: words }], AUDIOGRAM_LAYOUTS.SQUARE);
    expect(pages.length).toBeGreaterThan(1);
    expect(pages[0]?.start).toBe(2);
    expect(pages.at(-1)?.end).toBe(12);
    for (const page of pages) expect(page.rows.length).toBeLessThanOrEqual(AUDIOGRAM_LAYOUTS.SQUARE.captions.rows);
    expect(pages.flatMap((p) => p.rows).join(' ')).toBe(words);
  });
});
