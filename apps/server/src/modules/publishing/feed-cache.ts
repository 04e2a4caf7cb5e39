import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';

/** A feed as it goes out: both encodings made once, validators derived from the bytes. */
export interface RenderedFeed {
  body: Buffer;
  gzip: Buffer;
  etag: string;
  gzipEtag: string;
  lastModified: Date;
  /** `lastModified` as an HTTP date, made once. */
  lastModifiedHeader: string;
}

interface Entry {
  feed: RenderedFeed | null;
  checkedAt: number;
}

export type FeedLoader = (feedId: string) => Promise<{ xml: string; lastBuildDate: Date } | null>;

/**
 * Rendered feeds per process. Writes invalidate at once (here, and in other processes through the event
 * bus); the time-to-live only bounds how long a missed invalidation could last. Concurrent misses for one
 * feed share one render, and a render that raced an invalidation is not kept.
 */
export class FeedCache {
  private readonly entries = new Map<string, Entry>();
  private readonly inFlight = new Map<string, Promise<RenderedFeed | null>>();
  private readonly generations = new Map<string, number>();

  constructor(
    private readonly load: FeedLoader,
    private readonly options: { ttlMs?: number; maxEntries?: number; now?: () => number } = {},
  ) {}

  async get(feedId: string): Promise<RenderedFeed | null> {
    const now = this.options.now?.() ?? Date.now();
    const entry = this.entries.get(feedId);
    if (entry && now - entry.checkedAt < (this.options.ttlMs ?? 60_000)) return entry.feed;
    const running = this.inFlight.get(feedId);
    if (running) return running;
    const generation = this.generations.get(feedId) ?? 0;
    const rendering = this.render(feedId)
      .then((feed) => {
        if ((this.generations.get(feedId) ?? 0) === generation) this.store(feedId, { feed, checkedAt: now });
        return feed;
      })
      .finally(() => this.inFlight.delete(feedId));
    this.inFlight.set(feedId, rendering);
    return rendering;
  }

  invalidate(feedId: string): void {
    this.generations.set(feedId, (this.generations.get(feedId) ?? 0) + 1);
    this.entries.delete(feedId);
    this.inFlight.delete(feedId);
  }

  private async render(feedId: string): Promise<RenderedFeed | null> {
    const loaded = await this.load(feedId);
    return loaded ? renderedFeed(loaded.xml, loaded.lastBuildDate) : null;
  }

  private store(feedId: string, entry: Entry): void {
    const max = this.options.maxEntries ?? 2000;
    if (!this.entries.has(feedId) && this.entries.size >= max) {
      this.entries.delete(this.entries.keys().next().value as string);
    }
    this.entries.set(feedId, entry);
  }
}

/** A feed's bytes in both encodings with its validators. */
export function renderedFeed(xml: string, lastBuildDate: Date): RenderedFeed {
  const body = Buffer.from(xml, 'utf8');
  const tag = createHash('sha256').update(body).digest('base64url').slice(0, 27);
  return {
    body,
    gzip: gzipSync(body, { level: 9 }),
    etag: `"${tag}"`,
    gzipEtag: `"${tag}-gzip"`,
    lastModified: lastBuildDate,
    lastModifiedHeader: lastBuildDate.toUTCString(),
  };
}
