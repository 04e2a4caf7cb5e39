import { Readable } from 'node:stream';
import { z } from 'zod';
import type { FileStorage } from '../../providers/storage/storage';

/** An episode's chapter, as stored on the episode (`episodes.chapters`) and served in its JSON chapters file. */
export const episodeChapter = z.object({ title: z.string(), start: z.number().nonnegative() });
export type EpisodeChapter = z.infer<typeof episodeChapter>;
export const episodeChapters = z.array(episodeChapter);

/** A person of the episode (`episodes.persons`, `podcast:person`): the Podcasting 2.0 taxonomy's cast roles. */
export const episodePerson = z.object({ name: z.string(), role: z.enum(['host', 'guest']) });
export type EpisodePerson = z.infer<typeof episodePerson>;
export const episodePersons = z.array(episodePerson);

/** Podcasting 2.0 JSON chapters (https://github.com/Podcastindex-org/podcast-namespace, jsonChapters.md). */
export function chaptersJson(chapters: readonly EpisodeChapter[]): string {
  return JSON.stringify({
    version: '1.2.0',
    chapters: chapters.map((c) => ({ startTime: Math.round(c.start * 1000) / 1000, title: c.title })),
  });
}

/** Bytes of the ID3v2 tag at the start of a file (header, frames, padding and footer), or 0 without one. */
export function id3TagLength(head: Buffer): number {
  if (head.length < 10 || head.toString('latin1', 0, 3) !== 'ID3') return 0;
  const size = ((head[6] ?? 0) << 21) | ((head[7] ?? 0) << 14) | ((head[8] ?? 0) << 7) | (head[9] ?? 0);
  const footer = ((head[5] ?? 0) & 0x10) !== 0 ? 10 : 0;
  return 10 + size + footer;
}

/** ID3v2.3 text: UTF-16 with a byte-order mark, so any title survives. */
function utf16(text: string): Buffer {
  return Buffer.concat([Buffer.from([0x01, 0xff, 0xfe]), Buffer.from(text, 'utf16le'), Buffer.from([0, 0])]);
}

function frame(id: string, body: Buffer): Buffer {
  const header = Buffer.alloc(10);
  header.write(id, 0, 'latin1');
  header.writeUInt32BE(body.length, 4);
  return Buffer.concat([header, body]);
}

const latin1z = (text: string) => Buffer.from(`${text}\0`, 'latin1');

/**
 * An ID3v2.3 tag with the episode's title and its chapters (the ID3v2 Chapter Frame Addendum: one CHAP frame per
 * chapter with its own TIT2, under one top-level ordered CTOC), which Apple Podcasts and most players read.
 * Byte offsets are left "unknown" (0xFFFFFFFF): players seek by time.
 */
export function id3ChapterTag(options: {
  title: string;
  durationSeconds: number;
  chapters: readonly EpisodeChapter[];
}) {
  const endMs = Math.round(options.durationSeconds * 1000);
  const chapters = options.chapters.slice(0, 255);
  const ids = chapters.map((_, i) => `chp${i}`);
  const chapFrames = chapters.map((chapter, i) => {
    const times = Buffer.alloc(16, 0xff);
    times.writeUInt32BE(Math.min(endMs, Math.round(chapter.start * 1000)), 0);
    const next = chapters[i + 1];
    times.writeUInt32BE(next ? Math.round(next.start * 1000) : endMs, 4);
    return frame('CHAP', Buffer.concat([latin1z(ids[i] as string), times, frame('TIT2', utf16(chapter.title))]));
  });
  const toc = frame('CTOC', Buffer.concat([latin1z('toc'), Buffer.from([0x03, chapters.length]), ...ids.map(latin1z)]));
  const frames = Buffer.concat([frame('TIT2', utf16(options.title)), toc, ...chapFrames]);
  const size = frames.length;
  const header = Buffer.from([
    0x49,
    0x44,
    0x33,
    3,
    0,
    0,
    (size >> 21) & 0x7f,
    (size >> 14) & 0x7f,
    (size >> 7) & 0x7f,
    size & 0x7f,
  ]);
  return Buffer.concat([header, frames]);
}

/**
 * Copies a stored MP3 to a new key with our ID3 tag in place of the one the encoder wrote, streaming the audio
 * frames; answers the copy's size.
 */
export async function copyMp3WithTag(storage: FileStorage, from: string, to: string, tag: Buffer): Promise<number> {
  const source = await storage.stat(from);
  if (!source) throw new Error(`no audio at ${from}`);
  const head = source.size >= 10 ? await readAll(await storage.stream(from, { start: 0, end: 9 })) : Buffer.alloc(0);
  const size = source.size;
  const skip = Math.min(size, id3TagLength(head));
  async function* body() {
    yield tag;
    if (skip < size) yield* await storage.stream(from, { start: skip, end: size - 1 });
  }
  const stored = await storage.put(to, Readable.from(body()), { contentType: 'audio/mpeg' });
  return stored.size;
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}
