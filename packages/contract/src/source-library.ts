/** What one script may take from the user's source library; the server refuses more with these sentences. */
export const SCRIPT_SOURCE_LIMITS = {
  /** Sources one script may use. */
  sources: 20,
  /** Words of all the sources one script uses. */
  words: 500_000,
} as const;

export const SCRIPT_SOURCE_MESSAGES = {
  tooMany: `Please choose ${SCRIPT_SOURCE_LIMITS.sources} sources at most.`,
  tooManyWords: `The chosen sources are too long together (${SCRIPT_SOURCE_LIMITS.words.toLocaleString('en')} words at most).`,
} as const;
