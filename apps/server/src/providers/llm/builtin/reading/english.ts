import nlp from 'compromise';
import { capitalise, isNaming, type QuestionKind, type Reading } from './reading';

/**
 * Reads an English sentence with compromise's part-of-speech tagger (its English lexicon ships in the npm
 * package: no download, no network): noun phrases, names, the figure and year, and the clause
 * subject–verb–rest from which questions are built the way people ask them ("When did the first withering sheds
 * in Kandy appear?" before "The first withering sheds in Kandy appeared in 1916").
 */
export interface Term {
  text: string;
  tags: Set<string>;
  post: string;
}

interface Clause {
  /** The adverbial before the subject ("In 1843,"), if any. */
  lead: Term[];
  subject: Term[];
  /** Auxiliaries before the main verb ("was", "has been"), adverbs included ("first"). */
  aux: Term[];
  verb: Term;
  infinitive: string;
  rest: Term[];
  /** What follows "because" ("because of hand plucking"), if anything. */
  reason: Term[];
}

const YEAR = /^(?:1[0-9]{3}|20[0-9]{2})$/;
const DATE_PREPOSITION = /^(?:in|by|since|from|until|around|between|before|after|during)$/i;
const CLAUSE_END = /^(?:because|while|which|who|whom|whose|although|whereas|mostly|where)$/i;
const PLAIN_DETERMINER = /^(?:the|a|an|this|that|these|those|its|their)$/i;
const MAX_REST_WORDS = 12;

const has = (t: Term | undefined, tag: string) => Boolean(t?.tags.has(tag));
const isProper = (t: Term | undefined) => has(t, 'ProperNoun') || has(t, 'Person') || has(t, 'Place');
const isYear = (t: Term | undefined) => Boolean(t && YEAR.test(t.text));
const words = (all: Term[]) =>
  all.filter((t) => t.text).map((t, i, terms) => (i < terms.length - 1 ? `${t.text}${commaOf(t)}` : t.text));
const commaOf = (t: Term) => (/[,;]/.test(t.post) ? ',' : '');
export const say = (terms: Term[]) => words(terms).join(' ');

/** The text of a subject as it reads mid-sentence: a first word capitalised only by its place is not. */
function midSentence(terms: Term[], sentenceStart: boolean): string {
  const text = say(terms);
  const first = terms[0];
  const keep =
    isProper(first) ||
    isProper(terms[1]) ||
    ((first?.text.length ?? 0) > 1 && first?.text === first?.text.toUpperCase());
  if (!sentenceStart || !first || keep) return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
}

function isVerb(t: Term, next: Term | undefined): boolean {
  if (!has(t, 'Verb')) return false;
  // "Withering sheds": a gerund before a noun describes it.
  if (has(t, 'Gerund') && next && has(next, 'Noun')) return false;
  return !(has(t, 'Gerund') && !has(t, 'Auxiliary'));
}

/** Splits a sentence into its leading adverbial, subject, verb group and the rest of its first clause. */
export function clauseOf(terms: Term[], infinitiveOf: (verb: Term) => string): Clause | undefined {
  let start = 0;
  const comma = terms.findIndex((t) => /,/.test(t.post));
  if (comma >= 0 && comma < 8 && (has(terms[0], 'Preposition') || has(terms[0], 'Gerund'))) start = comma + 1;
  const body = terms.slice(start);
  // "A study led by …": a participle with "by" describes the subject; the verb comes later.
  const describes = (i: number) => /^by$/i.test(body[i + 1]?.text ?? '') && !has(body[i + 2], 'Value');
  const v = body.findIndex((t, i) => isVerb(t, body[i + 1]) && !describes(i));
  if (v <= 0) return undefined;
  const subject = body.slice(0, v);
  if (!subject.some((t) => has(t, 'Noun')) || !subjectLike(subject)) return undefined;
  let last = v;
  const inGroup = (t: Term | undefined) => has(t, 'Verb') || has(t, 'Adverb') || has(t, 'Ordinal');
  while (last + 1 < body.length && inGroup(body[last + 1]) && !/,/.test(body[last]?.post ?? '')) last += 1;
  while (last > v && !has(body[last], 'Verb')) last -= 1;
  const verb = body[last] as Term;
  const after = body.slice(last + 1);
  const end = after.findIndex((t, i) => CLAUSE_END.test(t.text) || /[,;:—]/.test(after[i - 1]?.post ?? ''));
  const rest = end < 0 ? after : after.slice(0, end);
  // A second finite verb in the clause with nothing to join it means the tagger misread the subject.
  const joined = rest.findIndex((t) => /^(?:that|how|who|whom|what|when|and|but|or)$/i.test(t.text));
  const upTo = joined < 0 ? rest : rest.slice(0, joined);
  const finite = (t: Term, i: number) =>
    (has(t, 'PastTense') || (has(t, 'PresentTense') && !has(t, 'Infinitive'))) && isVerb(t, upTo[i + 1]);
  if (upTo.some(finite)) return undefined;
  const because = after.findIndex((t) => /^because$/i.test(t.text));
  return {
    lead: terms.slice(0, start),
    subject,
    aux: body.slice(v, last),
    verb,
    infinitive: infinitiveOf(verb),
    rest,
    reason: because >= 0 ? after.slice(because) : [],
  };
}

function nounishAt(terms: Term[], i: number): boolean {
  const t = terms[i];
  if (!t || has(t, 'Pronoun') || isVerb(t, terms[i + 1]) || /^(?:that|which|what)$/i.test(t.text)) return false;
  return ['Noun', 'Adjective', 'Value', 'Determiner', 'Possessive'].some((tag) => has(t, tag));
}

function subjectLike(subject: Term[]): boolean {
  const first = subject[0];
  if (has(first, 'Conjunction') || has(first, 'QuestionWord') || has(first, 'Preposition')) return false;
  return !subject.some((t, i) => /,/.test(t.post) || has(t, 'Auxiliary') || isVerb(t, subject[i + 1]));
}

/** Noun phrases as written: runs of determiners, adjectives, figures and nouns ending in a noun. */
export function phrasesOf(terms: Term[]): string[] {
  const out: string[] = [];
  let run: Term[] = [];
  const close = (next?: Term) => {
    // A phrase the tagger ran into a verb ("critics of Hana Sato point out", "the price of hand plucking") is
    // cut back to where it is sure.
    const of = run.findIndex((t) => /^of$/i.test(t.text));
    if (has(next, 'Particle')) run = run.slice(0, -1);
    else if (has(next, 'Verb') && of > 0) run = run.slice(0, of);
    while (run.length && (!has(run.at(-1), 'Noun') || has(run.at(-1), 'Pronoun'))) run.pop();
    // "the drills" as the material says it; other determiners ("this", "those") point back and are left out.
    while (run.length > 1 && PLAIN_DETERMINER.test(run[0]?.text ?? '') && !/^the$/i.test(run[0]?.text ?? ''))
      run.shift();
    // "of" joins two runs into one phrase ("1200 tonnes of black tea").
    if (run.length) out.push(midSentence(run, run[0] === terms[0]));
    run = [];
  };
  terms.forEach((t, i) => {
    const of = /^of$/i.test(t.text) && has(run.at(-1), 'Noun') && !/,/.test(run.at(-1)?.post ?? '');
    // A determiner starts a new phrase ("1476 chests | a year"); a time phrase is not something to ask about.
    if (run.length && has(t, 'Determiner') && !has(run.at(-1), 'Preposition')) close();
    if (has(t, 'Date') || has(t, 'Duration')) {
      run = [];
      return;
    }
    if (nounishAt(terms, i) || (of && nounishAt(terms, i + 1))) run.push(t);
    else close(run.length && !/[,;:.]/.test(terms[i - 1]?.post ?? '') ? t : undefined);
    if (/[,;:.!?()—–]/.test(t.post) || isYear(t)) close();
  });
  close();
  return [...new Set(out.map((p) => p.replace(/\s+of$/i, '')).filter(isNaming))].sort((a, b) => b.length - a.length);
}

function namesOf(terms: Term[]): string[] {
  const out: string[] = [];
  let run: Term[] = [];
  const flush = () => {
    // A name is a noun ("Germanic" alone describes one); "the Western Roman Empire" keeps its article.
    if (run.some((t) => has(t, 'Noun') || has(t, 'ProperNoun'))) {
      const before = terms[terms.indexOf(run[0] as Term) - 1];
      const article = before && before.text === 'the' && run.length > 1 ? 'the ' : '';
      out.push(`${article}${run.map((t) => t.text).join(' ')}`);
    }
    run = [];
  };
  terms.forEach((t, i) => {
    const capital = /^\p{Lu}/u.test(t.text) && !has(t, 'Determiner') && !has(t, 'Pronoun');
    // The first word is a name only when the tagger knows it or a capitalised word follows it.
    const first = i === 0 && !isProper(t) && !/^\p{Lu}/u.test(terms[1]?.text ?? '');
    if (capital && !first && (i > 0 || isProper(t) || isProper(terms[1]))) run.push(t);
    else flush();
    if (/[,;:.]/.test(t.post)) flush();
  });
  flush();
  return [...new Set(out)];
}

/** The names the tagger knows as people or organisations. */
function peopleOf(terms: Term[]): string[] {
  const known = new Set(terms.filter((t) => has(t, 'Person') || has(t, 'Organization')).map((t) => t.text));
  return namesOf(terms).filter((name) => name.split(' ').some((w) => known.has(w)) && !name.startsWith('the '));
}

/** The count and what it counts: a cardinal (not a year) followed by a plural noun, with an "of" phrase. */
function figureOf(terms: Term[]): { at: number; length: number; unit: string } | undefined {
  const at = terms.findIndex((t, i) => has(t, 'Cardinal') && !isYear(t) && has(terms[i + 1], 'Plural'));
  if (at < 0) return undefined;
  let end = at + 1;
  while (end < terms.length && has(terms[end], 'Noun') && !/,/.test(terms[end - 1]?.post ?? '')) end += 1;
  if (/^of$/i.test(terms[end]?.text ?? '') && !/,/.test(terms[end - 1]?.post ?? '')) {
    let j = end + 1;
    while (j < terms.length && (has(terms[j], 'Adjective') || has(terms[j], 'Noun')) && !has(terms[j], 'Pronoun')) {
      j += 1;
      if (/[,.;]/.test(terms[j - 1]?.post ?? '')) break;
    }
    if (has(terms[j - 1], 'Noun')) end = j;
  }
  return { at, length: end - at, unit: say(terms.slice(at + 1, end)) };
}

/** The date phrase of a clause part ("in 1843", "between 1933 and 1942"), as an index range. */
function dateRange(terms: Term[]): [number, number] | undefined {
  const at = terms.findIndex((t, i) => DATE_PREPOSITION.test(t.text) && isYear(terms[i + 1]));
  if (at < 0) return undefined;
  let end = at + 2;
  if (/^and$/i.test(terms[end]?.text ?? '') && isYear(terms[end + 1])) end += 2;
  return [at, end];
}

const without = (terms: Term[], from: number, to: number) => [...terms.slice(0, from), ...terms.slice(to)];

function trimmed(rest: Term[]): Term[] | undefined {
  if (rest.length <= MAX_REST_WORDS) return rest;
  // Long objects are cut at a preposition, so the question stays one breath long.
  const cut = rest.findIndex((t, i) => i >= 3 && i <= MAX_REST_WORDS && has(t, 'Preposition'));
  return cut > 0 ? rest.slice(0, cut) : undefined;
}

/** do, does or did for a question about this clause; undefined when its verb does not take one. */
function doOf(c: Clause): string | undefined {
  if (c.aux.length || has(c.verb, 'Copula') || !c.infinitive) return undefined;
  if (has(c.verb, 'PastTense')) return 'did';
  const plural = c.subject.some((t) => has(t, 'Plural'));
  return has(c.verb, 'PresentTense') ? (plural ? 'do' : 'does') : undefined;
}

const DANGLING = /\b(?:about|of|in|to|the|a|an|and|or|that|than|for|with|by|from|at|on|as|along|across)$/i;

function question(parts: Array<string | undefined>): string | undefined {
  const text = parts
    .filter((p) => p?.trim())
    .join(' ')
    .replace(/,(?=\s*$)/, '')
    .trim();
  return text && !DANGLING.test(text) ? `${capitalise(text)}?` : undefined;
}

/** The questions a sentence answers, from its first clause (who, when, how many, by how much, why, what). */
export function questionsOf(c: Clause | undefined): Array<{ kind: QuestionKind; text: string }> {
  if (!c) return [];
  const out: Array<{ kind: QuestionKind; text: string | undefined }> = [];
  const subject = midSentence(c.subject, c.lead.length === 0);
  const aux = say(c.aux);
  const does = doOf(c);
  const rest = trimmed(c.rest);
  const person = c.subject.some((t) => has(t, 'Person') || has(t, 'Organization'));
  if (rest && person && c.subject.every((t) => isProper(t) || !has(t, 'Noun')) && !has(c.verb, 'Copula'))
    out.push({ kind: 'who', text: question(['who', aux, c.verb.text, say(rest)]) });
  const date = dateRange(c.rest);
  if (!date && dateRange(c.lead) && does && rest)
    out.push({ kind: 'when', text: question(['when', does, subject, c.infinitive, say(rest)]) });
  if (date) {
    const left = trimmed(without(c.rest, date[0], date[1]));
    if (left && does) out.push({ kind: 'when', text: question(['when', does, subject, c.infinitive, say(left)]) });
    else if (left && c.aux.length && has(c.aux[0], 'Copula'))
      out.push({
        kind: 'when',
        text: question(['when', c.aux[0]?.text, subject, say(c.aux.slice(1)), c.verb.text, say(left)]),
      });
  }
  const figure = figureOf(c.rest);
  const after = figure ? c.rest[figure.at + figure.length] : undefined;
  const ends =
    !after ||
    has(after, 'Preposition') ||
    has(after, 'Date') ||
    isYear(after) ||
    /^(?:last|this|next)$/i.test(after.text);
  // Only a figure right after the verb is its object ("lent 1,200 tools"): elsewhere taking it out breaks the clause.
  if (figure && figure.at === 0 && does && ends) {
    const left = trimmed(without(c.rest, figure.at, figure.at + figure.length));
    out.push({
      kind: 'howMany',
      text: question(['how many', figure.unit, does, subject, c.infinitive, say(left ?? [])]),
    });
  }
  const by = c.rest.findIndex(
    (t, i) => /^by$/i.test(t.text) && has(c.rest[i + 1], 'Value') && has(c.rest[i + 1], 'Percent'),
  );
  if (by >= 0 && does) {
    const left = trimmed(without(c.rest, by, by + 3));
    out.push({ kind: 'howMuch', text: question(['by how much', does, subject, c.infinitive, say(left ?? [])]) });
  }
  if (c.reason.length && does && rest)
    out.push({ kind: 'why', text: question(['why', does, subject, c.infinitive, say(rest)]) });
  const object = rest?.[0] && (has(rest[0], 'Determiner') || has(rest[0], 'Noun') || has(rest[0], 'Value'));
  if (does && object) out.push({ kind: 'what', text: question(['what', does, subject, c.infinitive]) });
  return out.filter((q): q is { kind: QuestionKind; text: string } => Boolean(q.text));
}

/** The clause said back in short: subject, verb and the rest of the clause, when that is a breath long. */
function claimOf(c: Clause | undefined): string | undefined {
  if (!c) return undefined;
  const rest = trimmed(c.rest);
  if (!rest) return undefined;
  const text = [midSentence(c.subject, c.lead.length === 0), say(c.aux), c.verb.text, say(rest)]
    .filter(Boolean)
    .join(' ');
  return text.split(' ').length <= 14 ? text.replace(/,$/, '') : undefined;
}

const cache = new Map<string, Reading>();
const CACHE_SIZE = 5_000;

interface World {
  methods: { two: { transform: { verb: { toInfinitive: (verb: string, model: unknown, tense: string) => string } } } };
  model: unknown;
}
const world = (nlp as unknown as { world: () => World }).world();

function infinitiveOf(verb: Term): string {
  const tense = has(verb, 'PastTense') ? 'PastTense' : 'PresentTense';
  return world.methods.two.transform.verb.toInfinitive(verb.text.toLowerCase(), world.model, tense) ?? '';
}

function termsOf(raw: Array<{ text: string; tags: Set<string>; post?: string }>): Term[] {
  return raw.map((t) => ({ text: t.text, tags: t.tags, post: t.post ?? '' }));
}

function readTerms(sentence: string, terms: Term[]): Reading {
  const c = clauseOf(terms, infinitiveOf);
  const figure = figureOf(terms);
  return {
    text: sentence,
    phrases: phrasesOf(terms),
    names: namesOf(terms),
    people: peopleOf(terms),
    tagged: true,
    figure: figure ? { phrase: say(terms.slice(figure.at, figure.at + figure.length)), unit: figure.unit } : undefined,
    year: terms.find((t, i) => isYear(t) && DATE_PREPOSITION.test(terms[i - 1]?.text ?? ''))?.text,
    claim: claimOf(c),
    questions: questionsOf(c),
  };
}

function remember(sentence: string, reading: Reading): Reading {
  if (cache.size >= CACHE_SIZE) cache.clear();
  cache.set(sentence, reading);
  return reading;
}

export function readEnglish(sentence: string): Reading {
  const cached = cache.get(sentence);
  if (cached) return cached;
  const document = (nlp(sentence) as unknown as { document: Array<Array<{ text: string; tags: Set<string> }>> })
    .document;
  return remember(sentence, readTerms(sentence, termsOf(document[0] ?? [])));
}

/**
 * Reads many sentences in one pass of the tagger (much faster than one pass each); a sentence the tagger splits
 * differently from ours is read on its own.
 */
export function readEnglishAll(sentences: string[]): void {
  const fresh = [...new Set(sentences.filter((s) => !cache.has(s)))];
  if (!fresh.length) return;
  const document = (
    nlp(fresh.join('\n\n')) as unknown as {
      document: Array<Array<{ text: string; tags: Set<string>; pre?: string; post?: string }>>;
    }
  ).document;
  let at = 0;
  for (const sentence of fresh) {
    const terms = document[at];
    const text = terms
      ?.map((t) => `${t.pre ?? ''}${t.text}${t.post ?? ''}`)
      .join('')
      .trim();
    if (terms && text === sentence) {
      remember(sentence, readTerms(sentence, termsOf(terms)));
      at += 1;
    } else break;
  }
}
