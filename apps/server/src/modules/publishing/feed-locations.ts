import { randomBytes } from 'node:crypto';

/**
 * Where feeds and what they point at live: public URL paths (served by publishing.routes) and storage keys.
 * Everything of a feed sits under `feeds/{feedId}/`, apart from the podcasts' own files, so deleting or
 * re-rendering a podcast never touches a published enclosure.
 */
export const feedPaths = {
  feed: (feedId: string) => `/feeds/${feedId}.xml`,
  enclosure: (feedId: string, episodeId: number, revision: string) =>
    `/feeds/${feedId}/episodes/${episodeId}/${revision}.mp3`,
  transcript: (feedId: string, episodeId: number, revision: string, format: TranscriptFormat) =>
    `/feeds/${feedId}/episodes/${episodeId}/${revision}.${format}`,
  cover: (feedId: string, name: string) => `/feeds/${feedId}/cover/${name}`,
  /** Podcasting 2.0 JSON chapters of one revision. */
  chapters: (feedId: string, episodeId: number, revision: string) =>
    `/feeds/${feedId}/episodes/${episodeId}/${revision}.json`,
};

export type TranscriptFormat = 'vtt' | 'txt';
export type EpisodeFileExtension = 'mp3' | 'json' | TranscriptFormat;

export const feedKeys = {
  prefix: (feedId: string) => `feeds/${feedId}/`,
  episodeFile: (feedId: string, guid: string, revision: string, extension: EpisodeFileExtension) =>
    `feeds/${feedId}/episodes/${guid}/${revision}.${extension}`,
  cover: (feedId: string, name: string) => `feeds/${feedId}/cover/${name}`,
};

/** Revisions and cover names are the only free-form URL segments: both are short lowercase tokens. */
export const REVISION_PATTERN = /^[a-z0-9-]{4,40}$/;
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Time-ordered, so a newer enclosure URL also sorts after the older one. */
export function newRevision(now = Date.now()): string {
  return `${now.toString(36)}-${randomBytes(4).toString('hex')}`;
}

export function absoluteUrl(publicUrl: string, path: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${path}`;
}
