import type { ResearchSource, ResearchStatus } from '@podloom/contract';
import { titleTerms } from '../../../providers/llm/text/key-terms';
import { extractSourceText, limitText } from '../sources/extract-source-text';
import type { FetchPageOptions } from '../sources/fetch-public-page';
import { pageExtract, searchWiki, WikiUnreachableError } from './wiki-client';

/**
 * Research for a bare topic, the way a person prepares before recording: the topic's encyclopedia
 * articles from a MediaWiki API in the script's language, plus any web addresses written in the description
 * (those go through the SSRF-guarded fetcher: they are a user's input). The text found becomes the source
 * material of the script; its sources are cited ("Based on: …").
 */
export interface ResearchConfig {
  enabled: boolean;
  wikiUrl: string;
}

export interface ResearchRequest {
  topic: string;
  description?: string;
  /** Option key such as hi-IN; its base language picks the wiki. */
  language: string;
  signal?: AbortSignal;
}

export interface ResearchFindings {
  status: ResearchStatus;
  sources: ResearchSource[];
  /** Plain text of everything read, articles first; '' when nothing was found. */
  text: string;
  /** Each page read, with its own text (kept in the library as a research source by the script that used it). */
  pages?: Array<ResearchSource & { text: string }>;
}

export interface ResearcherOptions {
  /** All of one research, searches and pages together. */
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
  /** Tests only: how description addresses are fetched (the guard stays on by default). */
  pageFetch?: FetchPageOptions;
}

/** Two articles give a 30-minute script enough to talk about; more would mostly repeat them. */
const ARTICLES = 2;
const ADDRESSES_IN_DESCRIPTION = 3;
const DEFAULT_TIMEOUT_MS = 8_000;
/** A preview and the generation that follows it within minutes share one research. */
const CACHE_TTL_MS = 10 * 60_000;
const CACHE_ENTRIES = 200;
const URL_IN_TEXT = /\bhttps?:\/\/[^\s<>()"']+[^\s<>()"'.,;:!?]/gi;
/** Sections of an article that list other works rather than say anything (English and a few others). */
const TAIL_SECTIONS =
  /\n(?:See also|References|Notes|Further reading|External links|Bibliography|Siehe auch|Einzelnachweise|Weblinks|Voir aussi|Références|Véase también|Referencias|संदर्भ|इन्हें भी देखें|बाहरी कड़ियाँ)\s*\n[\s\S]*$/;

export function addressesIn(description: string | undefined): string[] {
  return [...new Set(description?.match(URL_IN_TEXT) ?? [])].slice(0, ADDRESSES_IN_DESCRIPTION);
}

function baseLanguage(language: string): string {
  return language.toLowerCase().split(/[-_]/)[0] || 'en';
}

/**
 * The best match is taken as the search engine's judgement; a further one only when its title shares a word with
 * the topic, because a search always answers something and a second article about another subject would only
 * pull the conversation away.
 */
function relevant(titles: string[], topic: string, language: string): string[] {
  const wanted = new Set(titleTerms(topic, language));
  return titles.filter((title, i) => i === 0 || titleTerms(title, language).some((t) => wanted.has(t)));
}

export class Researcher {
  private readonly cache = new Map<string, { at: number; findings: Promise<ResearchFindings> }>();

  constructor(
    private readonly config: ResearchConfig,
    private readonly options: ResearcherOptions = {},
  ) {}

  get enabled(): boolean {
    return this.config.enabled;
  }

  /** Never throws: a wiki that cannot be reached is a status, and the script is written without it. */
  research(request: ResearchRequest): Promise<ResearchFindings> {
    if (!this.config.enabled) return Promise.resolve({ status: 'off', sources: [], text: '' });
    const key = JSON.stringify([
      baseLanguage(request.language),
      request.topic.trim().toLowerCase(),
      request.description ?? '',
    ]);
    const hit = this.cache.get(key);
    if (hit && Date.now() - hit.at < CACHE_TTL_MS) return hit.findings;
    const findings = this.run(request);
    this.cache.set(key, { at: Date.now(), findings });
    if (this.cache.size > CACHE_ENTRIES) this.cache.delete(this.cache.keys().next().value as string);
    // A failed or empty research is not worth keeping: the wiki may be back a minute later.
    void findings.then((f) => f.status !== 'found' && this.cache.delete(key));
    return findings;
  }

  private async run(request: ResearchRequest): Promise<ResearchFindings> {
    const timeout = AbortSignal.timeout(this.options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
    const signal = request.signal ? AbortSignal.any([timeout, request.signal]) : timeout;
    const [wiki, pages] = await Promise.all([this.fromWiki(request, signal), this.fromAddresses(request.description)]);
    const found = [...wiki.found, ...pages];
    const text = limitText(found.map((f) => f.text).join('\n\n'));
    if (found.length) {
      return { status: 'found', sources: found.map(({ title, url }) => ({ title, url })), text, pages: found };
    }
    return { status: wiki.unreachable ? 'unreachable' : 'nothing', sources: [], text: '' };
  }

  private async fromWiki(
    request: ResearchRequest,
    signal: AbortSignal,
  ): Promise<{ found: Array<ResearchSource & { text: string }>; unreachable: boolean }> {
    const wiki = {
      wikiUrl: this.config.wikiUrl,
      language: baseLanguage(request.language),
      signal,
      fetch: this.options.fetch,
    };
    try {
      const titles = relevant(await searchWiki(request.topic, ARTICLES, wiki), request.topic, wiki.language);
      const articles = await Promise.all(titles.map((title) => pageExtract(title, wiki)));
      const found = articles
        .filter((a) => a !== null)
        .map((a) => ({ title: a.title, url: a.url, text: a.text.replace(TAIL_SECTIONS, '').trim() }))
        .filter((a) => a.text);
      return { found, unreachable: false };
    } catch (error) {
      if (error instanceof WikiUnreachableError || signal.aborted) return { found: [], unreachable: true };
      throw error;
    }
  }

  /** Pages named in the description; one that is refused or unreadable is simply left out. */
  private async fromAddresses(description: string | undefined): Promise<Array<ResearchSource & { text: string }>> {
    const pages = await Promise.all(
      addressesIn(description).map(async (url) => {
        try {
          const text = await extractSourceText({ url }, { fetch: this.options.pageFetch });
          return text ? { title: new URL(url).hostname.replace(/^www\./, ''), url, text } : null;
        } catch {
          return null;
        }
      }),
    );
    return pages.filter((p) => p !== null);
  }
}
