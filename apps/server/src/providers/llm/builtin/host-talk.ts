import { wordTokens } from '../text/sentences';
import { speakEnglishNumbers } from '../text/spoken-numbers';
import type { Conversation } from './conversation';
import { fillCased } from './conversation';
import { isNaming, mentions, type QuestionKind, type Reading } from './reading';
import { shuffle } from './seeded';
import type { TalkPhrases } from './talk';

/**
 * How the host talks about the material: a question built from the answer it leads to, or one that names what
 * that answer is about as the material writes it; and a reaction to what was just said (its figure, year, name
 * or claim), never twice in the same shape in one script.
 */
export interface Heard {
  reading: Reading;
  /** The whole line it was said in. */
  line: string;
  /** The material sentence it said: a reaction to it cites it. */
  source?: string;
}

export interface AskState {
  /** Kinds of the last questions, so the next one is asked another way. */
  kinds: QuestionKind[];
  /** Phrases already asked about, lower-cased. */
  asked: Set<string>;
}

const ARTICLED = /^(?:the|der|die|das|el|la|los|las|le|les)\s/i;

/** Names and phrases of a reading that a question may be built around, best first, none yet asked about. */
function namingOf(reading: Reading, state: AskState, avoid: readonly string[]): string[] {
  const taken = (p: string) => state.asked.has(p.toLocaleLowerCase()) || avoid.some((a) => a === p);
  // Names first, then phrases with their article ("the yearly fee"), then the rest.
  const articled = reading.phrases.filter((p) => ARTICLED.test(p));
  // A figure is for a reaction; a question about "four years" means nothing.
  // Other phrases only where the reading is by pattern (every one has its article); a tagger's bare run may be a
  // misreading ("chests of oolong").
  const rest = reading.tagged ? [] : reading.phrases;
  const all = [...reading.names, ...articled, ...rest].filter((p) => isNaming(p) && !taken(p) && !/\d/.test(p));
  return [...new Set(all)];
}

/** French and Spanish contract a preposition with the article after it ("de le" is "du", "de el" is "del"). */
const CONTRACTIONS: Record<string, Array<[RegExp, string]>> = {
  es: [
    [/(?<=^|\s)de el(?=\s)/g, 'del'],
    [/(?<=^|\s)a el(?=\s)/g, 'al'],
  ],
  fr: [
    [/(?<=^|\s)de les(?=\s)/g, 'des'],
    [/(?<=^|\s)à les(?=\s)/g, 'aux'],
    [/(?<=^|\s)de le(?=\s)/g, 'du'],
    [/(?<=^|\s)à le(?=\s)/g, 'au'],
    [/(?<=^|\s)de (?=[aeiouhéèêàâîôû])/gi, 'd’'],
  ],
};

export function contracted(text: string, locale: string): string {
  const rules = CONTRACTIONS[locale.slice(0, 2).toLowerCase()] ?? [];
  return rules.reduce((t, [pattern, short]) => t.replace(pattern, short), text);
}

/** A built question that names something of the sentence, asked a different way from the last two. */
function builtQuestion(conv: Conversation, reading: Reading, state: AskState): string | undefined {
  const names = [...reading.names, ...reading.phrases];
  const usable = reading.questions.filter(
    (q) => names.some((p) => mentions(q.text, p, true)) && !conv.hasSaid(q.text) && q.text.split(' ').length <= 18,
  );
  const fresh = usable.filter((q) => !state.kinds.slice(-2).includes(q.kind));
  const pick = fresh[Math.floor(conv.random() * fresh.length)] ?? usable[0];
  if (pick) state.kinds.push(pick.kind);
  return pick?.text;
}

/** The question that leads to `reading`; undefined when everything it could be asked by was said already. */
export function askFor(
  conv: Conversation,
  talk: TalkPhrases,
  reading: Reading,
  state: AskState,
  avoid: readonly string[] = [],
): string | undefined {
  const built = builtQuestion(conv, reading, state);
  if (built) return built;
  const naming = namingOf(reading, state, avoid);
  const options: Array<[QuestionKind, string, readonly string[], Record<string, string>]> = [];
  const name = reading.people.find((n) => naming.includes(n));
  if (name) options.push(['who', 'askWho', talk.askWho, { name }]);
  const phrase = naming.find((p) => p !== name) ?? naming[0];
  if (reading.figure && phrase) {
    const feminine = talk.howManyFeminine?.test(reading.figure.unit) && talk.askHowManyFeminine;
    const pool = feminine || talk.askHowMany;
    const vars = { unit: reading.figure.unit, phrase };
    options.push(['howMany', feminine ? 'askHowManyF' : 'askHowMany', pool, vars]);
  }
  if (phrase && reading.year) options.push(['when', 'askWhen', talk.askWhen, { phrase }]);
  if (phrase) options.push(['what', 'askAbout', talk.askAbout, { phrase }]);
  const ordered = [
    ...options.filter(([kind]) => !state.kinds.slice(-2).includes(kind)),
    ...options.filter(([kind]) => state.kinds.slice(-2).includes(kind)),
  ];
  for (const [kind, key, pool, vars] of ordered) {
    const drawn = conv.drawFresh(key, pool, vars);
    if (!drawn) continue;
    const text = contracted(drawn, conv.locale);
    state.kinds.push(kind);
    const about = vars.phrase ?? vars.name;
    if (about) state.asked.add(about.toLocaleLowerCase());
    return text;
  }
  return undefined;
}

const frameTokens = new Map<string, string[]>();

/**
 * The shape of a reaction as text/listener-measures.ts measures it (the words of the line it follows taken out),
 * from its template: what fills a placeholder comes from that line, so it is taken out too.
 */
function shapeOf(template: string, said: ReadonlySet<string>, locale: string): string {
  let tokens = frameTokens.get(template);
  if (!tokens) {
    tokens = wordTokens(template.replace(/\{\w+\}/g, ' ZZPLACEHOLDER '), locale);
    frameTokens.set(template, tokens);
  }
  const marked = tokens.map((w) => (w === 'zzplaceholder' || said.has(w) ? '_' : w));
  return marked.join(' ').replace(/_(?: _)+/g, '_');
}

/** What a reaction can take up from what was just said: the figure, the year, a name, the claim, a phrase. */
function subjectsOf(
  heard: Heard,
  talk: TalkPhrases,
  skip: readonly string[],
): Array<[string, string[], Record<string, string>]> {
  const { reading } = heard;
  const out: Array<[string, string[], Record<string, string>]> = [];
  if (reading.figure) out.push(['figure', talk.reactFigure, { figure: reading.figure.phrase }]);
  if (reading.year) out.push(['year', talk.reactYear, { year: reading.year }]);
  const name = reading.names.find((n) => !skip.includes(n));
  if (name) out.push(['name', talk.reactName, { name }]);
  if (reading.claim && talk.reactClaim) out.push(['claim', talk.reactClaim, { claim: reading.claim }]);
  // A phrase with its article is one the reading is sure of ("the old fire station"); a bare run may be a misreading.
  const phrase = reading.phrases.find((p) => p !== name && !/\d/.test(p) && ARTICLED.test(p));
  if (phrase) out.push(['phrase', talk.reactPhrase, { phrase }]);
  return out;
}

/** A frame as it reads after an interjection: its first word in lower case ("Huh, that is …"), names aside. */
function afterInterjection(frame: string): string {
  if (/^[^\p{L}{]*\{/u.test(frame)) return frame.replace(/\{(\p{Lu})/u, (_, c: string) => `{${c.toLowerCase()}`);
  if (/^I\b/.test(frame)) return frame;
  return frame.replace(/^([^\p{L}]*)(\p{Lu})/u, (_, pre: string, c: string) => `${pre}${c.toLocaleLowerCase()}`);
}

/**
 * A reaction to what was just said, or undefined when every shape that fits was used: reactions draw on what the
 * answer holds, in a random order, with an interjection or none before them.
 */
export function reactTo(
  conv: Conversation,
  talk: TalkPhrases,
  heard: Heard,
  skip: readonly string[] = [],
): string | undefined {
  const subjects = shuffle(subjectsOf(heard, talk, skip), conv.random);
  const interjections = shuffle([...talk.interjections], conv.random);
  const english = conv.locale.startsWith('en');
  const said = new Set(wordTokens(english ? speakEnglishNumbers(heard.line) : heard.line, conv.locale));
  for (const [, frames, vars] of subjects) {
    for (const frame of shuffle([...frames], conv.random)) {
      for (const interjection of interjections) {
        const template = interjection ? `${interjection}${afterInterjection(frame)}` : frame;
        const shape = shapeOf(template, said, conv.locale);
        if (conv.hasShape(shape)) continue;
        const text = contracted(fillCased(template, vars), conv.locale);
        if (conv.hasSaid(text)) continue;
        conv.addShape(shape);
        return text;
      }
    }
  }
  return undefined;
}
