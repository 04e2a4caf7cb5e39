import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, vi } from 'vitest';

/** A source as the fake server keeps it. */
export interface FakeSource {
  id: number;
  title: string;
  kind: string;
  url: string | null;
  fileName: string | null;
  words: number;
  text: string;
  createdAt: string;
}

// Two cores shared by many: give the screens time to answer.
configure({ asyncUtilTimeout: 5000 });

/** Per test: rendering antd in jsdom on a loaded machine takes seconds. */
export const UI_TEST = { timeout: 60_000 };

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const TITLE_MESSAGE = 'Please give the source a title of 1 to 200 characters.';

/**
 * A stand-in for the server's library: GraphQL `sources`, `source`, `renameSource`, `deleteSource` and
 * POST /generate/sources, answering as the server does (its refusal sentences included), over a fetch the
 * browser code calls as it calls the real one.
 */
export class FakeLibraryServer {
  readonly sources: FakeSource[] = [];
  /** The next POST /generate/sources is refused with this sentence. */
  refuseNextAdd: string | null = null;
  private nextId = 1;

  add(title: string, words = 100, kind = 'text'): FakeSource {
    const source: FakeSource = {
      id: this.nextId++,
      title,
      kind,
      url: kind === 'url' ? `https://example.com/${this.nextId}` : null,
      fileName: kind === 'file' ? `${title}.md` : null,
      words,
      text: `The text of ${title}.`,
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, this.nextId)).toISOString(),
    };
    this.sources.unshift(source);
    return source;
  }

  readonly fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = String(input);
    if (url.endsWith('/generate/sources')) return this.addSource(init);
    const { operationName, variables } = JSON.parse(String(init.body)) as {
      operationName: string;
      variables: Record<string, unknown>;
    };
    return json(this.graphql(operationName, variables));
  };

  private addSource(init: RequestInit): Response {
    if (this.refuseNextAdd) {
      const message = this.refuseNextAdd;
      this.refuseNextAdd = null;
      return json({ message }, 400);
    }
    const body = init.body instanceof FormData ? null : (JSON.parse(String(init.body)) as { text?: string });
    const text = body?.text ?? 'A file';
    const source = this.add(text.split(/\s+/).slice(0, 3).join(' '), text.split(/\s+/).length);
    return json({ ...source, text, characters: text.length });
  }

  private graphql(operation: string, v: Record<string, unknown>): unknown {
    const find = (id: unknown) => this.sources.find((s) => s.id === id);
    switch (operation) {
      case 'LibrarySources': {
        const page = Number(v.page);
        const size = Number(v.pageSize);
        const totalPages = Math.max(1, Math.ceil(this.sources.length / size));
        const items = this.sources.slice((page - 1) * size, page * size);
        const pageInfo = { currentPage: page, totalPages, totalItems: this.sources.length };
        return {
          data: {
            sources: { items, pageInfo: { ...pageInfo, hasNextPage: page < totalPages, hasPreviousPage: page > 1 } },
          },
        };
      }
      case 'LibrarySourceText':
        return find(v.id)
          ? { data: { source: find(v.id) } }
          : { errors: [{ message: 'We could not find that source.' }] };
      case 'RenameLibrarySource': {
        const title = String(v.title).trim();
        const source = find(v.id);
        if (!title || title.length > 200 || !source) return { errors: [{ message: TITLE_MESSAGE }] };
        source.title = title;
        return { data: { renameSource: { id: source.id, title } } };
      }
      case 'DeleteLibrarySource': {
        const index = this.sources.findIndex((s) => s.id === v.id);
        this.sources.splice(index, 1);
        return { data: { deleteSource: { id: v.id, success: true } } };
      }
      default:
        return { errors: [{ message: `No such operation: ${operation}` }] };
    }
  }
}

/** jsdom lacks what antd measures the window with. */
function browserGaps() {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: false,
        media: query,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        onchange: null,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}

/** A fresh fake server for every test, its fetch in place of the browser's. */
export function withFakeLibrary(): { server: () => FakeLibraryServer } {
  let server = new FakeLibraryServer();
  beforeEach(() => {
    server = new FakeLibraryServer();
    browserGaps();
    vi.stubGlobal('fetch', server.fetch);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
  return { server: () => server };
}

export function renderWithQueries(ui: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}
