import pino from 'pino';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { FileStorage } from '../../../providers/storage/storage';
import { ArtworkColours, accentOf, contrastWithWhite, DEFAULT_ACCENT } from './artwork-colour';

const rgbOf = (hex: string): [number, number, number] =>
  [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];

/** A storage that holds these files and nothing else (the interface's read is all the colours use). */
function storageOf(files: Record<string, Buffer>): FileStorage {
  return {
    read: async (key: string) => {
      const file = files[key];
      if (!file) throw new Error(`no ${key}`);
      return file;
    },
  } as unknown as FileStorage;
}

const square = (r: number, g: number, b: number) =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: { r, g, b } } })
    .jpeg()
    .toBuffer();

describe('the colour a show takes from its artwork', () => {
  it.each([
    ['pale yellow', [250, 240, 120]],
    ['white', [255, 255, 255]],
    ['mid green', [60, 180, 90]],
    ['deep navy', [10, 20, 80]],
  ] as Array<[string, [number, number, number]]>)(
    'keeps white text readable on %s artwork (≥ 5.2:1) and keeps its hue',
    (_name, rgb) => {
      const accent = rgbOf(accentOf(rgb));
      expect(contrastWithWhite(accent)).toBeGreaterThanOrEqual(5.2);
      const [r, g, b] = rgb;
      if (r !== g || g !== b) {
        const strongest = rgb.indexOf(Math.max(r, g, b));
        expect(accent.indexOf(Math.max(...accent))).toBe(strongest);
      }
    },
  );

  it('leaves an already dark colour as it is', () => {
    expect(accentOf([10, 20, 80])).toBe('#0a1450');
  });

  it('reads the stored cover once, and falls back to Podloom violet when it cannot', async () => {
    const files = { 'covers/red.jpg': await square(220, 30, 30), 'covers/broken.jpg': Buffer.from('not an image') };
    const colours = new ArtworkColours({ storage: storageOf(files), log: pino({ level: 'silent' }) });
    const red = rgbOf(await colours.accentFor('covers/red.jpg'));
    expect(red[0]).toBeGreaterThan(red[1] * 3);
    delete (files as Record<string, Buffer>)['covers/red.jpg'];
    expect(rgbOf(await colours.accentFor('covers/red.jpg'))).toEqual(red);
    expect(await colours.accentFor('covers/broken.jpg')).toBe(DEFAULT_ACCENT);
    expect(await colours.accentFor(null)).toBe(DEFAULT_ACCENT);
  });
});
