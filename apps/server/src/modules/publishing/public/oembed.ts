import { type OEmbedReply, PRODUCT } from '@podloom/contract';
import { escapeMarkup } from '../../../platform/http/escape-markup';
import type { PublicEpisode, PublicShow } from './public-page-model';

/** The embed's frame: the size its layout is made for, and the smallest a consumer may ask for. */
export const EMBED_SIZE = { width: 480, height: 200 };
const EMBED_MIN_SIZE = { width: 320, height: 160 };

/** How long a consumer may keep an answer, in seconds: as long as the pages are cached. */
const OEMBED_CACHE_AGE = 300;

/** oEmbed's answer: the contract's schema (the OpenAPI document describes GET /oembed with it). */
export type OEmbedAnswer = OEmbedReply;

/** The iframe that embeds an episode's player: what oEmbed answers and what the app's Copy embed button copies. */
export function embedIframe(embedUrl: string, title: string, size: { width: number; height: number } = EMBED_SIZE) {
  return `<iframe src="${escapeMarkup(embedUrl)}" width="${size.width}" height="${size.height}" title="${escapeMarkup(title)}" frameborder="0" loading="lazy" allow="autoplay"></iframe>`;
}

/** A consumer's maxwidth or maxheight (oEmbed §2.2): a positive number, or no bound when absent or unreadable. */
const bound = (value: string | undefined) => Number(value) || Number.POSITIVE_INFINITY;

/** oEmbed 1.0 (https://oembed.com §2.2): a `rich` answer whose html is the embed's iframe, within the sizes asked. */
export function oembedAnswer(
  publicUrl: string,
  found: { episode: PublicEpisode; show: PublicShow },
  max: { width?: string; height?: string },
): OEmbedAnswer {
  const width = Math.max(EMBED_MIN_SIZE.width, Math.min(EMBED_SIZE.width, Math.floor(bound(max.width))));
  const height = Math.max(EMBED_MIN_SIZE.height, Math.min(EMBED_SIZE.height, Math.floor(bound(max.height))));
  const title = `${found.episode.title} · ${found.show.title}`;
  const html = embedIframe(found.episode.embedUrl, title, { width, height });
  return {
    version: '1.0',
    type: 'rich',
    provider_name: PRODUCT.name,
    provider_url: publicUrl,
    title,
    author_name: found.show.author,
    author_url: found.show.pageUrl,
    html,
    width,
    height,
    thumbnail_url: found.show.imageUrl,
    cache_age: OEMBED_CACHE_AGE,
  };
}
