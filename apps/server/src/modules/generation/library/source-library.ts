import type { SourceKind } from '@podloom/contract';
import type { Db } from '../../../platform/db/client';
import { badRequest, notFound } from '../../../platform/http/errors';
import { countSpokenWords } from '../../../providers/llm/text/word-count';
import { limitText } from '../sources/extract-source-text';
import {
  deleteOwnedSource,
  findOwnedSource,
  findOwnedSources,
  findSourcesPage,
  insertSource,
  renameOwnedSource,
  type SourceRow,
} from './sources.repository';

export const LIBRARY_LIMITS = {
  /** Sources one script may use. */
  sourcesPerScript: 20,
  /** Words of all the sources one script uses. */
  wordsPerScript: 500_000,
  titleChars: 200,
  pageSize: 50,
  /** What the writer is given of a script's sources at most (the writer's own limit). */
  writerChars: 250_000,
} as const;

export const LIBRARY_MESSAGES = {
  notFound: 'We could not find that source.',
  missing: 'One of the chosen sources is not in your library any more. Please choose again.',
  tooMany: `Please choose ${LIBRARY_LIMITS.sourcesPerScript} sources at most.`,
  tooManyWords: `The chosen sources are too long together (${LIBRARY_LIMITS.wordsPerScript.toLocaleString('en')} words at most).`,
  title: `Please give the source a title of 1 to ${LIBRARY_LIMITS.titleChars} characters.`,
} as const;

export interface NewLibrarySource {
  kind: SourceKind;
  text: string;
  /** The web address or the file's name. */
  address?: string | null;
  title?: string | null;
}

/** A title when none is given: the file's name, the page's address, or the text's first words. */
export function sourceTitle(source: NewLibrarySource): string {
  const given = source.title?.replace(/\s+/g, ' ').trim();
  if (given) return given.slice(0, LIBRARY_LIMITS.titleChars);
  if (source.kind === 'file' && source.address) return source.address.replace(/\.[a-z0-9]+$/i, '').slice(0, 200);
  if (source.address) {
    try {
      const url = new URL(source.address);
      return `${url.hostname}${url.pathname === '/' ? '' : url.pathname}`.slice(0, LIBRARY_LIMITS.titleChars);
    } catch {
      return source.address.slice(0, LIBRARY_LIMITS.titleChars);
    }
  }
  const words = source.text.replace(/\s+/g, ' ').trim().split(' ');
  const head = words.slice(0, 8).join(' ');
  return (words.length > 8 ? `${head}…` : head).slice(0, LIBRARY_LIMITS.titleChars) || 'Untitled source';
}

/** The material a script is written from: its sources, each introduced by its title. */
export interface ScriptSources {
  ids: number[];
  text: string;
}

/**
 * Joins the chosen sources for the writer. When they are longer than the writer takes, each source keeps an equal
 * share, cut at a sentence end, so no source is left out.
 */
export function joinSources(rows: ReadonlyArray<Pick<SourceRow, 'title' | 'text'>>): string {
  if (rows.length === 1) return limitText(rows[0]?.text ?? '', LIBRARY_LIMITS.writerChars);
  const share = Math.floor(LIBRARY_LIMITS.writerChars / Math.max(1, rows.length)) - 400;
  return rows
    .map((row) => `${row.title}\n\n${limitText(row.text, share)}`)
    .join('\n\n')
    .slice(0, LIBRARY_LIMITS.writerChars);
}

/** A user's source library: stored, listed, renamed, deleted, and gathered for a script. */
export class SourceLibrary {
  constructor(private readonly db: Db) {}

  add(userId: number, source: NewLibrarySource): Promise<SourceRow> {
    return insertSource(this.db, {
      userId,
      title: sourceTitle(source),
      kind: source.kind,
      address: source.address ?? null,
      text: source.text,
      words: countSpokenWords(source.text),
    });
  }

  async page(userId: number, page = 1, pageSize = 20) {
    const safePage = Math.max(1, Math.floor(page) || 1);
    const safeSize = Math.min(LIBRARY_LIMITS.pageSize, Math.max(1, Math.floor(pageSize) || 20));
    const { rows, total } = await findSourcesPage(this.db, userId, safePage, safeSize);
    const totalPages = Math.max(1, Math.ceil(total / safeSize));
    return {
      items: rows,
      pageInfo: {
        currentPage: safePage,
        totalItems: total,
        totalPages,
        hasNextPage: safePage < totalPages,
        hasPreviousPage: safePage > 1,
      },
    };
  }

  async owned(userId: number, id: number): Promise<SourceRow> {
    const row = await findOwnedSource(this.db, userId, id);
    if (!row) throw notFound(LIBRARY_MESSAGES.notFound);
    return row;
  }

  /** The podcast's sources in the order it was written from them; deleted ones are left out. */
  async ofPodcast(userId: number, ids: ReadonlyArray<number>): Promise<SourceRow[]> {
    const rows = await findOwnedSources(this.db, userId, [...ids]);
    return ids.flatMap((id) => rows.filter((row) => row.id === id));
  }

  /** Titles and web addresses (url and research sources only) of the podcast's sources: what show notes list. */
  async titlesOf(userId: number, ids: ReadonlyArray<number>) {
    return (await this.ofPodcast(userId, ids)).map((row) => ({
      id: row.id,
      title: row.title,
      url: row.kind === 'url' || row.kind === 'research' ? row.address : null,
    }));
  }

  async rename(userId: number, id: number, title: string): Promise<SourceRow> {
    const clean = title.replace(/\s+/g, ' ').trim();
    if (!clean || clean.length > LIBRARY_LIMITS.titleChars) throw badRequest(LIBRARY_MESSAGES.title);
    const row = await renameOwnedSource(this.db, userId, id, clean);
    if (!row) throw notFound(LIBRARY_MESSAGES.notFound);
    return row;
  }

  async remove(userId: number, id: number): Promise<void> {
    if (!(await deleteOwnedSource(this.db, userId, id))) throw notFound(LIBRARY_MESSAGES.notFound);
  }

  /**
   * The sources of a new script: the chosen ones (in the order chosen), and pasted text, which is kept as a source
   * of its own. Refuses more than 20, missing ones, and more than 500,000 words in all.
   */
  async forScript(userId: number, ids: number[], pastedText?: string): Promise<ScriptSources | null> {
    const chosen = [...new Set(ids)];
    const pasted = pastedText?.trim() ? 1 : 0;
    if (chosen.length + pasted > LIBRARY_LIMITS.sourcesPerScript) throw badRequest(LIBRARY_MESSAGES.tooMany);
    const found = await findOwnedSources(this.db, userId, chosen);
    if (found.length < chosen.length) throw badRequest(LIBRARY_MESSAGES.missing);
    const rows = chosen.map((id) => found.find((row) => row.id === id) as SourceRow);
    const pastedWords = pastedText ? countSpokenWords(pastedText) : 0;
    if (rows.reduce((sum, row) => sum + row.words, pastedWords) > LIBRARY_LIMITS.wordsPerScript) {
      throw badRequest(LIBRARY_MESSAGES.tooManyWords);
    }
    if (pasted) rows.push(await this.add(userId, { kind: 'text', text: (pastedText as string).trim() }));
    if (!rows.length) return null;
    return { ids: rows.map((row) => row.id), text: joinSources(rows) };
  }
}
