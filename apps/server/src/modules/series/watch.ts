import { createHash } from 'node:crypto';
import Parser from 'rss-parser';
import { extractSourceText, type FetchPageOptions, fetchPublicPage, htmlToText, isPublicAddress } from '../generation';
import type { PrivateAllowance } from '../webhooks';

/** One thing a watched source offers: a feed's item, or a page's whole text. */
export interface WatchedItem {
  /** A feed item's guid (or id, or link); null for a page, which is known by its text alone. */
  key: string | null;
  /** SHA-256 of its text, whitespace and case folded: the same text under another guid is not new. */
  hash: string;
  title: string;
  link: string | null;
  text: string;
}

export const WATCH_LIMITS = { itemsPerSource: 20, itemChars: 20_000 } as const;

const parser = new Parser();

export function contentHash(text: string): string {
  return createHash('sha256').update(text.replace(/\s+/g, ' ').trim().toLowerCase()).digest('hex');
}

/**
 * The fetch options of a watched address: the SSRF guard, widened only by FETCH_ALLOW_PRIVATE's hosts and ranges.
 * A host allowed by name is allowed for its own hop only: where it redirects is checked against its own host.
 */
export function watchFetchOptions(allowance: PrivateAllowance): FetchPageOptions {
  return {
    allowPrivateFor: (host) => allowance.host(host),
    addressCheck: (address) => isPublicAddress(address) || allowance.address(address),
  };
}

function looksLikeFeed(contentType: string, body: Buffer): boolean {
  if (/(rss|atom)\+xml|\/xml$/.test(contentType)) return true;
  const head = body.subarray(0, 1024).toString('utf8');
  return /<(rss|feed|rdf:RDF)[\s>]/.test(head);
}

const clip = (text: string) => text.slice(0, WATCH_LIMITS.itemChars);

async function feedItems(xml: string, address: string): Promise<WatchedItem[]> {
  const feed = await parser.parseString(xml);
  return feed.items.slice(0, WATCH_LIMITS.itemsPerSource).flatMap((item) => {
    const html = String(item['content:encoded'] ?? item.content ?? item.summary ?? item.contentSnippet ?? '');
    const text = clip(htmlToText(html).text.trim());
    const title = String(item.title ?? '').trim() || text.slice(0, 80) || address;
    const key = String(item.guid ?? item.id ?? item.link ?? '').trim() || null;
    if (!text && !item.title) return [];
    return [{ key, hash: contentHash(`${text || title}`), title, link: item.link ?? null, text: text || title }];
  });
}

const PAGE_FILES: Record<string, string> = {
  'text/plain': 'page.txt',
  'text/markdown': 'page.md',
  'application/pdf': 'page.pdf',
};

/** What one watched address offers now: a feed's newest items, or a page as one item. Refusals are sentences. */
export async function readSource(url: string, allowance: PrivateAllowance): Promise<WatchedItem[]> {
  const page = await fetchPublicPage(url, watchFetchOptions(allowance));
  if (looksLikeFeed(page.contentType, page.body)) return feedItems(page.body.toString('utf8'), url);
  const name = PAGE_FILES[page.contentType] ?? 'page.html';
  const text = clip(await extractSourceText({ file: { name, bytes: new Uint8Array(page.body) } }));
  const title = name === 'page.html' ? htmlToText(page.body.toString('utf8')).title.trim() : '';
  return [{ key: null, hash: contentHash(text), title: title || url, link: url, text }];
}
