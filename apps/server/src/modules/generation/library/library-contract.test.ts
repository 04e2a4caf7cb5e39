import { SCRIPT_SOURCE_LIMITS, SCRIPT_SOURCE_MESSAGES } from '@podloom/contract';
import { describe, expect, it } from 'vitest';
import { LIBRARY_LIMITS, LIBRARY_MESSAGES } from './source-library';

// The browser warns with the contract's sentences before sending: they must be the ones the server refuses with.
describe('the library limits the browser shows', () => {
  it('are the server’s limits and sentences', () => {
    expect(SCRIPT_SOURCE_LIMITS).toEqual({
      sources: LIBRARY_LIMITS.sourcesPerScript,
      words: LIBRARY_LIMITS.wordsPerScript,
    });
    expect(SCRIPT_SOURCE_MESSAGES).toEqual({
      tooMany: LIBRARY_MESSAGES.tooMany,
      tooManyWords: LIBRARY_MESSAGES.tooManyWords,
    });
  });
});
