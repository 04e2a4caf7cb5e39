import type { SourcePassage } from '@podloom/contract';
import MiniSearch from 'minisearch';
import { splitPassages, stem } from './citations';
import { wordTokens } from './sentences';

/**
 * A search index over texts (passages of sources, or sentences), by MiniSearch's BM25+ ranking, with the same
 * word tokens (ICU) and stemming as the citation check. Built once per script; a query answers each matching text's
 * score by its position in the list given.
 */
export class TextIndex {
  private readonly search: MiniSearch<{ id: number; text: string }>;

  constructor(texts: readonly string[], locale = 'en') {
    this.search = new MiniSearch({
      fields: ['text'],
      tokenize: (text) => wordTokens(text, locale),
      processTerm: (term) => (term.length > 2 ? stem(term) : null),
    });
    this.search.addAll(texts.map((text, id) => ({ id, text })));
  }

  /** Position in the list → score, for the texts sharing any word with the query (any word may match). */
  scores(query: string): Map<number, number> {
    const out = new Map<number, number>();
    if (!query.trim()) return out;
    for (const hit of this.search.search(query, { combineWith: 'OR' })) out.set(hit.id as number, hit.score);
    return out;
  }
}

/** Passages of each source, or of a bare text (source 0) when the writer was given no library sources. */
export function passagesOf(input: {
  passages?: SourcePassage[];
  sourceText?: string;
  language?: string;
}): SourcePassage[] {
  if (input.passages?.length) return input.passages;
  return input.sourceText?.trim() ? splitPassages(0, input.sourceText, input.language) : [];
}
