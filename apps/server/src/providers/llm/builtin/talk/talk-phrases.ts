/**
 * How the host talks about the material in one language: questions that name what the answer is about, and
 * reactions to what was just said. Placeholders: {phrase} a noun phrase or name of the sentence as written,
 * {name} a proper name, {unit} what a figure counts, {figure} a figure with what it counts, {year} a year,
 * {claim} the last answer's main clause said back. A capitalised placeholder starts the sentence.
 *
 * Every reaction is said at most once per script in its shape (its words other than those of the answer it
 * follows), so the pools are combined with `interjections` to give each script enough distinct ones.
 */
export interface TalkPhrases {
  /** A question about the next point by what it names, when no question can be built from its grammar. */
  askAbout: string[];
  /** Who the named person or body is in this story ({name}). */
  askWho: string[];
  /** When something happened ({phrase}). */
  askWhen: string[];
  /** How many ({unit}). */
  askHowMany: string[];
  reactFigure: string[];
  reactYear: string[];
  reactName: string[];
  reactPhrase: string[];
  /** Reactions that say the last claim back ({claim}); English only (other languages would need its grammar). */
  reactClaim?: string[];
  /** Put before a reaction, with the reaction's first letter lowered: 'Huh, '. The empty string means none. */
  interjections: string[];
  /** Questions in words for "how many" in languages where the word agrees with the noun (Spanish cuántas). */
  howManyFeminine?: RegExp;
  askHowManyFeminine?: string[];
}
