/**
 * The conversational frame of the offline writer, one book per language, written natively (DESIGN §7).
 * Placeholders: {host}, {guest}, {guests}, {name}, {topic}, {heading}. Phrases hold no digits, asterisks
 * or double quotes (the transcript rules strip those) and, where a language inflects, keep {topic} in a
 * position that needs no case ending (after a colon or dash, or as a quoted title).
 */
export const TONE_KEYS = [
  'formal',
  'witty',
  'empathetic',
  'inspirational',
  'investigative',
  'casual',
  'quirky',
] as const;
export type ToneKey = (typeof TONE_KEYS)[number];

export const SEGMENT_KINDS = ['basics', 'why', 'example', 'challenges', 'future', 'advice'] as const;
export type SegmentKind = (typeof SEGMENT_KINDS)[number];

export type PerTone<T> = Record<ToneKey, T>;
export type PerSegment<T> = Record<SegmentKind, T>;

export interface PhraseBook {
  /** English name, for model prompts. */
  name: string;
  /** Joins sentences: a space, or nothing for languages written without spaces. */
  spaced: boolean;
  /** Puts a name before a question, e.g. '{name}, ' or '{name}さん、'. */
  address: string;
  /** Joins the last two names of a list, e.g. ' and '. */
  and: string;
  /** Joins the other names of a list (default ', ', or '、' without spaces). */
  listSeparator?: string;
  defaultHost: string;
  defaultGuest: string;
  /** The lead host's first line, per tone: greeting, own name, topic. */
  welcome: PerTone<string>;
  /** The host presents the guests ({guests}). */
  introduceGuests: string[];
  /** A monologue's second sentence: it is just the host today. */
  soloIntro: string;
  /** A guest's hello to the host ({host}). */
  guestHello: string[];
  /** Short names of the segments, used in transitions. */
  headings: PerSegment<string>;
  /** The host moves on ({heading}). */
  transition: string[];
  questions: PerSegment<string[]>;
  answers: PerSegment<string[]>;
  /** Sentences that extend an answer in any segment. */
  elaborations: string[];
  /**
   * Topic-neutral questions and answers for long scripts: used once a segment has asked all of its own,
   * so a ten-minute script without source material does not go round the same few lines.
   */
  extraQuestions?: string[];
  extraAnswers?: string[];
  /** Short follow-up questions. */
  followUps: string[];
  /** Recaps, headings and roles for long scripts (see TermPhrases); optional. */
  terms?: TermPhrases;
  /** The host brings in a point from the source material (the point follows as its own sentence). */
  sourceLead: string[];
  /** The host asks about that point. */
  sourceAsk: string[];
  /** A guest leads into the source's next point. */
  sourceAnswer: string[];
  /** Short reactions, two per tone. */
  reactions: PerTone<[string, string]>;
  /** The host asks another guest to add something ({name}). */
  handOver: string[];
  /** The host starts closing. */
  wrapUp: string[];
  /** The host thanks the guests ({guests}). */
  thanks: string[];
  /** A guest's goodbye ({host}). */
  guestGoodbye: string[];
  /** The final line, per tone. */
  signOff: PerTone<string>;
  /** A monologue's thanks to the listeners. */
  soloClose: string;
}

/**
 * English extras for long scripts. Placeholders: {earlier} headings of the segments so far, {heading} the next
 * segment, {a} and {b} what a segment's first and last points name.
 */
export interface TermPhrases {
  /** The host looks back over the segments so far and moves on. */
  recap: string[];
  /** Headings built from what a segment's points name: '{a} and {b}'. */
  heading: string;
  /** Roles for the intro: who a third and fourth speaker are ({name}). */
  roles?: { guest: string; coHost: string; expert: string };
}
