import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { escapeMarkup } from '../../platform/http/escape-markup';
import type { FileStorage } from '../../providers/storage/storage';
import { feedKeys } from './feed-locations';
import { xmlSafe } from './feed-xml';

/** Apple's artwork rules: square, 1400–3000 px, RGB, JPEG or PNG. 1400 is enough and keeps it small. */
export const COVER_SIZE = 1400;
export const COVER_CONTENT_TYPE = 'image/jpeg';

/**
 * Artwork for a feed without an image: a gradient chosen from the title, the title in large type, the
 * author below and a waveform motif. Deterministic, so the same title gives the same file name and bytes.
 */
export async function generateCoverArt(options: { title: string; author: string }): Promise<Buffer> {
  const seed = createHash('sha256').update(options.title).digest();
  const hue = Math.round(((seed[0] as number) / 255) * 360);
  const hue2 = (hue + 40 + Math.round(((seed[1] as number) / 255) * 80)) % 360;
  const { lines, fontSize } = layoutTitle(options.title);
  const lineHeight = Math.round(fontSize * 1.15);
  const top = 560 - ((lines.length - 1) * lineHeight) / 2;
  const bars = Array.from({ length: 36 }, (_, i) => {
    const height = 40 + ((seed[(i + 2) % seed.length] as number) / 255) * 200;
    return `<rect x="${140 + i * 31}" y="${1190 - height / 2}" width="16" height="${height.toFixed(0)}" rx="8" fill="#ffffff" fill-opacity="0.35"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${COVER_SIZE}" height="${COVER_SIZE}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="hsl(${hue},62%,38%)"/><stop offset="1" stop-color="hsl(${hue2},70%,22%)"/>
  </linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  <g font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" fill="#ffffff" text-anchor="middle">
    ${lines.map((line, i) => `<text x="700" y="${Math.round(top + i * lineHeight)}" font-size="${fontSize}" font-weight="bold">${escapeXml(line)}</text>`).join('')}
    <text x="700" y="${Math.round(top + lines.length * lineHeight + 40)}" font-size="64" fill-opacity="0.85">${escapeXml(truncate(options.author, 32))}</text>
  </g>
  ${bars}
</svg>`;
  return sharp(Buffer.from(svg))
    .resize(COVER_SIZE, COVER_SIZE)
    .flatten({ background: '#000000' })
    .toColourspace('srgb')
    .jpeg({ quality: 88, chromaSubsampling: '4:4:4' })
    .toBuffer();
}

/**
 * The cover as the public pages show it, at three times the CSS pixels of each place (a 3× phone screen): the show
 * page's 160 px, the episode page's 140 px and the embed's 72 px. WebP, about a fourteenth of the 1400 px JPEG's
 * bytes, which podcast apps keep getting.
 */
export const COVER_THUMBNAIL_SIZES = { show: 480, episode: 420, embed: 216 } as const;
export type CoverThumbnailPlace = keyof typeof COVER_THUMBNAIL_SIZES;
const COVER_THUMBNAIL_CONTENT_TYPE = 'image/webp';
const THUMBNAIL_NAME = /^([0-9a-f]{16})-(\d+)\.webp$/;

function coverThumbnail(cover: Buffer, size: number): Promise<Buffer> {
  return sharp(cover).resize(size, size).webp({ quality: 80 }).toBuffer();
}

/** `{hash}-{size}.webp` beside `{hash}.jpg`: named after its cover, so it changes when the cover does. */
export function coverThumbnailName(coverName: string, place: CoverThumbnailPlace): string {
  return coverName.replace(/\.jpg$/, `-${COVER_THUMBNAIL_SIZES[place]}.webp`);
}

/** The cover and size a thumbnail's name stands for; null for any other name, or a size no page shows. */
function parseThumbnailName(name: string): { coverName: string; size: number } | null {
  const [, hash, size] = THUMBNAIL_NAME.exec(name) ?? [];
  const sizes: readonly number[] = Object.values(COVER_THUMBNAIL_SIZES);
  return hash && sizes.includes(Number(size)) ? { coverName: `${hash}.jpg`, size: Number(size) } : null;
}

/** File name of the generated cover: changes when what is drawn changes, so podcast apps refetch it. */
export function coverArtName(options: { title: string; author: string }): string {
  const hash = createHash('sha256').update(`cover-v1\n${options.title}\n${options.author}`).digest('hex');
  return `${hash.slice(0, 16)}.jpg`;
}

/** Bold sans glyphs average about 0.64 em: the largest size at which the title fits 1200 px in 4 lines. */
function layoutTitle(title: string): { lines: string[]; fontSize: number } {
  for (const fontSize of [150, 124, 104]) {
    const width = Math.floor(1200 / (0.64 * fontSize));
    const lines = wrap(title, width, 6);
    if (lines.length <= 4 && lines.every((l) => l.length <= width)) return { lines, fontSize };
  }
  const width = Math.floor(1200 / (0.64 * 88));
  return { lines: wrap(title, width, 5), fontSize: 88 };
}

function wrap(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.trim().split(/\s+/)) {
    const next = current ? `${current} ${word}` : word;
    if (next.length <= width || !current) current = next;
    else {
      lines.push(current);
      current = word;
    }
  }
  if (current) lines.push(current);
  if (lines.length <= maxLines) return lines.map((l) => truncate(l, width + 4));
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = truncate(`${kept[maxLines - 1]}…`, width + 1);
  return kept;
}

function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

function escapeXml(text: string): string {
  return escapeMarkup(xmlSafe(text));
}

/** Thumbnails being made in this process, so that visitors arriving together make one and share its ETag. */
const making = new Map<string, Promise<boolean>>();

/**
 * A thumbnail of a stored cover (`{hash}-{size}.webp`), made from its JPEG on the first request for it, so covers
 * made before thumbnails existed have them too. False when there is no such cover or size. A cover deleted with its
 * show while the thumbnail was being made takes the thumbnail with it.
 */
export async function ensureCoverThumbnail(storage: FileStorage, feedId: string, name: string): Promise<boolean> {
  const wanted = parseThumbnailName(name);
  if (!wanted) return false;
  const key = feedKeys.cover(feedId, name);
  if (await storage.stat(key)) return true;
  let pending = making.get(key);
  if (!pending) {
    pending = makeThumbnail(storage, key, feedKeys.cover(feedId, wanted.coverName), wanted.size);
    making.set(key, pending);
    void pending.finally(() => making.delete(key)).catch(() => {});
  }
  return pending;
}

async function makeThumbnail(storage: FileStorage, key: string, coverKey: string, size: number): Promise<boolean> {
  if (!(await storage.stat(coverKey))) return false;
  const thumbnail = await coverThumbnail(await storage.read(coverKey), size);
  await storage.put(key, thumbnail, { contentType: COVER_THUMBNAIL_CONTENT_TYPE });
  if (await storage.stat(coverKey)) return true;
  await storage.delete(key);
  return false;
}
