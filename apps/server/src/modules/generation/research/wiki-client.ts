/**
 * A small MediaWiki API client for research: full-text search (`list=search`), then the plain-text extract of each
 * page found (`prop=extracts`, TextExtracts). Wikipedia speaks it, and so does any MediaWiki an operator points
 * RESEARCH_WIKI_URL at.
 *
 * The address is the operator's configuration, not a user's input, so it is fetched directly rather than
 * through the SSRF guard of sources/fetch-public-page.ts (which refuses loopback and private networks and would
 * make a company wiki on the intranet, or a test wiki on 127.0.0.1, unusable). Only the configured host is
 * fetched this way: page titles come from that wiki's own answers and never change the host.
 */
export interface WikiArticle {
  title: string;
  url: string;
  text: string;
}

export interface WikiOptions {
  /** A template with {lang} (https://{lang}.wikipedia.org/w/api.php) or a fixed API address. */
  wikiUrl: string;
  /** Base language code, e.g. `hi`. */
  language: string;
  signal?: AbortSignal;
  fetch?: typeof globalThis.fetch;
}

/** Answers larger than this are cut off: an article's text is rarely above 300 KB. */
const MAX_ANSWER_BYTES = 2 * 1024 * 1024;

export class WikiUnreachableError extends Error {
  override name = 'WikiUnreachableError';
}

/** `https://{lang}.wikipedia.org/w/api.php` with `hi` → `https://hi.wikipedia.org/w/api.php`. */
export function wikiApiUrl(template: string, language: string): URL {
  const lang = language.toLowerCase().replace(/[^a-z-]/g, '') || 'en';
  return new URL(template.replaceAll('{lang}', lang));
}

async function ask(options: WikiOptions, params: Record<string, string>): Promise<unknown> {
  const url = wikiApiUrl(options.wikiUrl, options.language);
  for (const [key, value] of Object.entries({ ...params, format: 'json', formatversion: '2', utf8: '1' })) {
    url.searchParams.set(key, value);
  }
  let response: Response;
  try {
    response = await (options.fetch ?? globalThis.fetch)(url, {
      signal: options.signal,
      headers: { 'user-agent': 'PodloomResearch/1.0 (+podcast research)', accept: 'application/json' },
    });
  } catch (error) {
    throw new WikiUnreachableError(`${url.host} could not be reached`, { cause: error });
  }
  if (!response.ok) throw new WikiUnreachableError(`${url.host} answered ${response.status}`);
  const body = await response.text();
  if (body.length > MAX_ANSWER_BYTES) throw new WikiUnreachableError(`${url.host} answered too much`);
  try {
    return JSON.parse(body);
  } catch (error) {
    throw new WikiUnreachableError(`${url.host} did not answer with JSON`, { cause: error });
  }
}

/** Titles of the best matches for a query, best first. */
export async function searchWiki(query: string, limit: number, options: WikiOptions): Promise<string[]> {
  const answer = (await ask(options, {
    action: 'query',
    list: 'search',
    srsearch: query,
    srlimit: String(limit),
    srnamespace: '0',
    srprop: '',
  })) as { query?: { search?: Array<{ title?: unknown }> } };
  return (answer.query?.search ?? []).map((hit) => hit.title).filter((t): t is string => typeof t === 'string');
}

/** The plain text of one page (TextExtracts gives whole pages one at a time), or null when it has none. */
export async function pageExtract(title: string, options: WikiOptions): Promise<WikiArticle | null> {
  const answer = (await ask(options, {
    action: 'query',
    prop: 'extracts|info',
    inprop: 'url',
    explaintext: '1',
    exsectionformat: 'plain',
    redirects: '1',
    titles: title,
  })) as { query?: { pages?: Array<{ title?: unknown; extract?: unknown; fullurl?: unknown; missing?: unknown }> } };
  const page = answer.query?.pages?.[0];
  if (!page || page.missing || typeof page.extract !== 'string' || !page.extract.trim()) return null;
  const pageTitle = typeof page.title === 'string' ? page.title : title;
  const api = wikiApiUrl(options.wikiUrl, options.language);
  // Older wikis omit fullurl; /wiki/<Title> beside the API is MediaWiki's default article path.
  const url =
    typeof page.fullurl === 'string'
      ? page.fullurl
      : new URL(`../wiki/${encodeURIComponent(pageTitle.replace(/ /g, '_'))}`, api).toString();
  return { title: pageTitle, url, text: page.extract };
}
