import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A wiki on 127.0.0.1 that speaks the part of the MediaWiki API research uses (`action=query&list=search`, then
 * `prop=extracts|info`), one wiki per language under /{lang}/w/api.php. Tests and bench/script-quality only.
 */
export interface WikiPage {
  title: string;
  text: string;
}

export interface WikiServer {
  /** The RESEARCH_WIKI_URL template for this server. */
  template: string;
  /** Requests received, as "lang action-detail", in order. */
  hits: string[];
  close(): Promise<void>;
}

function words(text: string): string[] {
  return text.toLocaleLowerCase().match(/[\p{L}\p{M}\p{N}]{3,}/gu) ?? [];
}

/** Ranks like a search engine would, roughly: title words weigh three times what body words do. */
function search(pages: WikiPage[], query: string, limit: number): WikiPage[] {
  const wanted = new Set(words(query));
  const scored = pages.map((page) => {
    const title = words(page.title).filter((w) => wanted.has(w)).length;
    const body = new Set(words(page.text).filter((w) => wanted.has(w))).size;
    return { page, score: title * 3 + body };
  });
  return scored
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map((s) => s.page);
}

export async function startWikiServer(wikis: Record<string, WikiPage[]>): Promise<WikiServer> {
  const hits: string[] = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://wiki.test');
    const match = /^\/([a-z-]+)\/w\/api\.php$/.exec(url.pathname);
    const pages = match ? wikis[match[1] as string] : undefined;
    const q = url.searchParams;
    const json = (body: unknown) =>
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
    if (!match || q.get('action') !== 'query' || q.get('format') !== 'json') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('no such wiki');
      return;
    }
    const lang = match[1] as string;
    if (q.get('list') === 'search') {
      hits.push(`${lang} search ${q.get('srsearch')}`);
      const found = search(pages ?? [], q.get('srsearch') ?? '', Number(q.get('srlimit') ?? 10));
      json({ batchcomplete: true, query: { search: found.map((p, i) => ({ ns: 0, title: p.title, pageid: i + 1 })) } });
      return;
    }
    if (q.get('prop')?.includes('extracts')) {
      const title = q.get('titles') ?? '';
      hits.push(`${lang} extract ${title}`);
      const page = (pages ?? []).find((p) => p.title === title);
      const origin = `http://${req.headers.host}`;
      json({
        batchcomplete: true,
        query: {
          pages: [
            page
              ? {
                  pageid: 1,
                  ns: 0,
                  title: page.title,
                  extract: page.text,
                  fullurl: `${origin}/${lang}/wiki/${encodeURIComponent(page.title.replace(/ /g, '_'))}`,
                }
              : { ns: 0, title, missing: true },
          ],
        },
      });
      return;
    }
    res.writeHead(400, { 'content-type': 'application/json' }).end('{"error":{"code":"badparams"}}');
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    template: `http://127.0.0.1:${port}/{lang}/w/api.php`,
    hits,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
