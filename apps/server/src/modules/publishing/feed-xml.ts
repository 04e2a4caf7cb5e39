import { PRODUCT } from '@podloom/contract';
import { create } from 'xmlbuilder2';
import type { AppleCategory } from './apple-categories';
import { rfc2822 } from './rfc2822';

const NS = {
  itunes: 'http://www.itunes.com/dtds/podcast-1.0.dtd',
  podcast: 'https://podcastindex.org/namespace/1.0',
  atom: 'http://www.w3.org/2005/Atom',
  content: 'http://purl.org/rss/1.0/modules/content/',
} as const;

/** Apple and Spotify read at most 4000 bytes of a description. */
export const DESCRIPTION_MAX_BYTES = 4000;

export interface FeedTranscript {
  url: string;
  type: 'text/vtt' | 'text/plain';
  language: string;
}

export interface FeedEpisode {
  guid: string;
  /** The episode's public page. */
  link: string;
  title: string;
  description: string;
  enclosureUrl: string;
  enclosureLength: number;
  durationSeconds: number;
  season: number;
  episodeNumber: number | null;
  pubDate: Date;
  transcripts: FeedTranscript[];
  /** The Podcasting 2.0 JSON chapters file; absent when the episode has no chapters. */
  chaptersUrl: string | null;
  /** Host and guests (`podcast:person`, role from the Podcasting 2.0 taxonomy, group cast). */
  persons: Array<{ name: string; role: 'host' | 'guest' }>;
  /** The creator's soundbite clips (`podcast:soundbite`): seconds into the enclosure, and a title. */
  soundbites: FeedSoundbite[];
}

export interface FeedSoundbite {
  startTime: number;
  duration: number;
  title: string;
}

export interface FeedDocument {
  feedUrl: string;
  /** The WebSub hub told of every change (`atom:link rel="hub"`); null without one. */
  hubUrl: string | null;
  podcastGuid: string;
  title: string;
  description: string;
  summary: string;
  website: string;
  language: string;
  copyright: string;
  author: string;
  ownerName: string;
  ownerEmail: string;
  explicit: boolean;
  imageUrl: string;
  category: AppleCategory;
  lastBuildDate: Date;
  /** `podcast:locked`: yes unless the creator lets other hosts import the feed. */
  locked: boolean;
  /** `itunes:block` Yes: a private show's personal feed, which no directory may list. */
  block?: boolean;
  /** `podcast:funding`; null without a support link. */
  funding: { url: string; text: string } | null;
  /** `podcast:txt` entries (purpose omitted when null). */
  txt: Array<{ purpose: string | null; value: string }>;
  /** Newest first. */
  episodes: FeedEpisode[];
}

/**
 * RSS 2.0 with the itunes, podcast and atom namespaces: every tag Apple Podcasts and Spotify require, plus
 * `podcast:guid`, `podcast:locked`, `podcast:funding`, `podcast:txt` and `podcast:transcript`. Built with an escaping XML builder: user text
 * never meets markup by concatenation.
 */
export function buildFeedXml(document: FeedDocument): string {
  const feed = cleanDocument(document);
  const root = create({ version: '1.0', encoding: 'UTF-8' }).ele('rss', {
    version: '2.0',
    'xmlns:itunes': NS.itunes,
    'xmlns:podcast': NS.podcast,
    'xmlns:atom': NS.atom,
    'xmlns:content': NS.content,
  });
  const channel = root.ele('channel');
  channel.ele(NS.atom, 'atom:link', { href: feed.feedUrl, rel: 'self', type: 'application/rss+xml' });
  if (feed.hubUrl) channel.ele(NS.atom, 'atom:link', { href: feed.hubUrl, rel: 'hub' });
  channel.ele('title').txt(feed.title);
  channel.ele('description').txt(feed.description);
  channel.ele('link').txt(feed.website);
  channel.ele('language').txt(feed.language);
  channel.ele('copyright').txt(feed.copyright);
  channel.ele('generator').txt(PRODUCT.name);
  channel.ele('lastBuildDate').txt(rfc2822(feed.lastBuildDate));
  channel.ele(NS.itunes, 'itunes:author').txt(feed.author);
  channel.ele(NS.itunes, 'itunes:summary').txt(feed.summary);
  channel.ele(NS.itunes, 'itunes:type').txt('episodic');
  const owner = channel.ele(NS.itunes, 'itunes:owner');
  owner.ele(NS.itunes, 'itunes:name').txt(feed.ownerName || feed.author);
  owner.ele(NS.itunes, 'itunes:email').txt(feed.ownerEmail);
  channel.ele(NS.itunes, 'itunes:image', { href: feed.imageUrl });
  const category = channel.ele(NS.itunes, 'itunes:category', { text: feed.category.category });
  if (feed.category.subcategory) category.ele(NS.itunes, 'itunes:category', { text: feed.category.subcategory });
  channel.ele(NS.itunes, 'itunes:explicit').txt(feed.explicit ? 'true' : 'false');
  if (feed.block) channel.ele(NS.itunes, 'itunes:block').txt('Yes');
  const image = channel.ele('image');
  image.ele('url').txt(feed.imageUrl);
  image.ele('title').txt(feed.title);
  image.ele('link').txt(feed.website);
  channel.ele(NS.podcast, 'podcast:guid').txt(feed.podcastGuid);
  channel.ele(NS.podcast, 'podcast:locked', { owner: feed.ownerEmail }).txt(feed.locked ? 'yes' : 'no');
  if (feed.funding) channel.ele(NS.podcast, 'podcast:funding', { url: feed.funding.url }).txt(feed.funding.text);
  for (const record of feed.txt) {
    channel.ele(NS.podcast, 'podcast:txt', record.purpose ? { purpose: record.purpose } : {}).txt(record.value);
  }

  for (const episode of feed.episodes) {
    const item = channel.ele('item');
    item.ele('title').txt(episode.title);
    item.ele('link').txt(episode.link);
    item.ele('description').txt(episode.description);
    item.ele('guid', { isPermaLink: 'false' }).txt(episode.guid);
    item.ele('pubDate').txt(rfc2822(episode.pubDate));
    item.ele('enclosure', { url: episode.enclosureUrl, length: String(episode.enclosureLength), type: 'audio/mpeg' });
    item.ele(NS.itunes, 'itunes:title').txt(episode.title);
    item.ele(NS.itunes, 'itunes:duration').txt(String(Math.max(1, Math.round(episode.durationSeconds))));
    item.ele(NS.itunes, 'itunes:episodeType').txt('full');
    item.ele(NS.itunes, 'itunes:season').txt(String(episode.season));
    if (episode.episodeNumber !== null) item.ele(NS.itunes, 'itunes:episode').txt(String(episode.episodeNumber));
    item.ele(NS.itunes, 'itunes:explicit').txt(feed.explicit ? 'true' : 'false');
    for (const transcript of episode.transcripts) {
      item.ele(NS.podcast, 'podcast:transcript', {
        url: transcript.url,
        type: transcript.type,
        language: transcript.language,
        ...(transcript.type === 'text/vtt' ? { rel: 'captions' } : {}),
      });
    }
    if (episode.chaptersUrl !== null) {
      item.ele(NS.podcast, 'podcast:chapters', { url: episode.chaptersUrl, type: 'application/json+chapters' });
    }
    for (const person of episode.persons) {
      item.ele(NS.podcast, 'podcast:person', { role: person.role, group: 'cast' }).txt(person.name);
    }
    for (const bite of episode.soundbites) {
      item
        .ele(NS.podcast, 'podcast:soundbite', { startTime: seconds(bite.startTime), duration: seconds(bite.duration) })
        .txt(bite.title);
    }
    item.ele(NS.podcast, 'podcast:season').txt(String(episode.season));
    if (episode.episodeNumber !== null) item.ele(NS.podcast, 'podcast:episode').txt(String(episode.episodeNumber));
  }
  return root.end({ prettyPrint: true });
}

/** Seconds as the namespace writes them: a decimal with at most three places. */
const seconds = (value: number) => String(Math.round(Math.max(0, value) * 1000) / 1000);

/** Characters XML 1.0 cannot carry at all (controls, lone surrogates, U+FFFE/FFFF): escaping cannot save them. */
const NOT_XML_CHAR = /[^\t\n\r\x20-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

export function xmlSafe(text: string): string {
  return text.replace(NOT_XML_CHAR, '');
}

/**
 * xmlbuilder2 escapes `&` only when it does not already look like an entity (`&nbsp;`, `&#0;`, `&amp;` pass through
 * as markup), so user text could break the feed or change meaning. Every `&` becomes `&amp;` here; the builder then
 * leaves those alone (they look like entities) and escapes `<`, `>` and `"` itself. Carriage returns (and, in
 * attributes, tabs and line breaks) are written as character references because XML parsers normalise them away.
 */
function escapeAmpersands(text: string, attribute: boolean): string {
  const escaped = text.replace(/&/g, '&amp;').replace(/\r/g, '&#13;');
  return attribute ? escaped.replace(/\n/g, '&#10;').replace(/\t/g, '&#9;') : escaped;
}

/** Strings as the builder must receive them: XML-safe, descriptions cut to their byte limit, `&` escaped. */
function cleanDocument(feed: FeedDocument): FeedDocument {
  const clean = <T extends object>(value: T, attributes: ReadonlyArray<keyof T> = []): T =>
    Object.fromEntries(
      Object.entries(value).map(([key, v]) => [
        key,
        typeof v === 'string' ? escapeAmpersands(xmlSafe(v), attributes.includes(key as keyof T)) : v,
      ]),
    ) as T;
  const described = <T extends { description: string }>(value: T): T => ({
    ...value,
    description: truncateBytes(xmlSafe(value.description), DESCRIPTION_MAX_BYTES),
  });
  return {
    ...clean(
      { ...described(feed), summary: truncateBytes(xmlSafe(feed.summary || feed.description), DESCRIPTION_MAX_BYTES) },
      ['feedUrl', 'hubUrl', 'imageUrl', 'ownerEmail'],
    ),
    category: clean(feed.category, ['category', 'subcategory']),
    funding: feed.funding ? clean(feed.funding, ['url']) : null,
    txt: feed.txt.map((record) => clean(record, ['purpose'])),
    episodes: feed.episodes.map((episode) => ({
      ...clean(described(episode), ['enclosureUrl', 'chaptersUrl']),
      transcripts: episode.transcripts.map((t) => clean(t, ['url', 'type', 'language'])),
      persons: episode.persons.map((p) => clean(p, ['role'])),
      soundbites: episode.soundbites.map((bite) => clean(bite)),
    })),
  };
}

/** At most `max` UTF-8 bytes, cut at a character boundary. */
export function truncateBytes(text: string, max: number): string {
  if (Buffer.byteLength(text, 'utf8') <= max) return text;
  let bytes = 0;
  let out = '';
  for (const char of text) {
    const size = Buffer.byteLength(char, 'utf8');
    if (bytes + size > max - 3) break;
    bytes += size;
    out += char;
  }
  return `${out}…`;
}
