import { countSpokenWords } from '../text/word-count';
import { seededRandom } from './seeded';

/**
 * Source material of a chosen length for tests and bench/script-quality: fictional but fact-shaped
 * prose (names, places, years, figures) written from a small domain description, so long-form scripts can be
 * measured on 2,000–5,000-word texts without copying anyone's article. Every sentence is distinct. Test-only.
 */
export interface Domain {
  subject: string;
  places: string[];
  people: string[];
  things: string[];
  measures: string[];
}

const TEMPLATES = [
  'In {year}, {person} recorded {num} {measure} of {thing} in {place}, the highest figure of that decade.',
  '{Thing} in {place} grew by {pct} percent between {year} and {year2}, mostly because of {thing2}.',
  'According to {person}, {thing} matters more than {thing2} for anyone who studies {subject} in {place}.',
  'The first {thing} in {place} appeared in {year}, about {small} years before {thing2} reached {place2}.',
  '{Person} argued in {year} that {thing} and {thing2} cannot be understood separately.',
  'A survey in {place} found that {pct} percent of people relied on {thing} at least once a week.',
  'By {year}, {place} produced {num} {measure} of {thing}, while {place2} produced only {num2}.',
  'Critics of {person} point out that {thing} in {place} declined for {small} years after {year}.',
  'The museum in {place} keeps {small} early records of {thing}, the oldest dated {year}.',
  'When {thing2} arrived in {place} in {year}, the price of {thing} fell by {pct} percent within a year.',
  '{Person} spent {small} years in {place} comparing {thing} with {thing2} before publishing in {year}.',
  'Local rules in {place} have limited {thing} to {num} {measure} a year since {year}.',
  'Traders from {place} carried {thing} to {place2} along a route of about {num} kilometres.',
  'Most historians of {subject} agree that {thing} shaped life in {place} more than {thing2} did.',
  'A study led by {person} in {year} measured {num} {measure} of {thing} across {small} sites in {place}.',
  'In {place2}, {thing} was first taxed in {year}, which pushed many producers towards {thing2}.',
  'The festival of {thing} in {place} has been held every year since {year} and draws about {num} visitors.',
  'Schools in {place} began teaching {thing} in {year}, {small} years after {place2} did.',
  '{Person} kept a diary in {place} in {year} describing how {thing} replaced {thing2} in daily life.',
  'Between {year} and {year2}, exports of {thing} from {place} doubled to {num} {measure}.',
];

function cap(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** About `words` words of material on the domain, in paragraphs of five sentences. */
export function writeMaterial(domain: Domain, words: number, seed = 7): string {
  const random = seededRandom(seed);
  const pick = <T>(items: T[]): T => items[Math.floor(random() * items.length)] as T;
  const sentences: string[] = [];
  const seen = new Set<string>();
  let total = 0;
  for (let i = 0; total < words && i < words * 4; i += 1) {
    const template = TEMPLATES[i % TEMPLATES.length] as string;
    const [thing, thing2] = [pick(domain.things), pick(domain.things)];
    const [place, place2] = [pick(domain.places), pick(domain.places)];
    if (thing === thing2 || place === place2) continue;
    const person = pick(domain.people);
    const year = 1700 + Math.floor(random() * 320);
    const vars: Record<string, string> = {
      subject: domain.subject,
      thing,
      thing2,
      place,
      place2,
      person,
      measure: pick(domain.measures),
      year: String(year),
      year2: String(year + 3 + Math.floor(random() * 40)),
      num: String(100 + Math.floor(random() * 9_900)),
      num2: String(10 + Math.floor(random() * 90)),
      pct: String(3 + Math.floor(random() * 60)),
      small: String(2 + Math.floor(random() * 20)),
    };
    const sentence = template.replace(/\{(\w+)\}/g, (_, key: string) => {
      const lower = key.charAt(0).toLowerCase() + key.slice(1);
      const value = vars[lower] ?? '';
      return key === lower ? value : cap(value);
    });
    if (seen.has(sentence)) continue;
    seen.add(sentence);
    sentences.push(sentence);
    total += countSpokenWords(sentence);
  }
  const paragraphs: string[] = [];
  for (let i = 0; i < sentences.length; i += 5) paragraphs.push(sentences.slice(i, i + 5).join(' '));
  return paragraphs.join('\n\n');
}

export const TEA_DOMAIN: Domain = {
  subject: 'tea',
  places: ['Assam', 'Darjeeling', 'Kandy', 'Mombasa', 'Fujian', 'Uji', 'Nilgiri', 'Hangzhou'],
  people: ['Meera Dutta', 'Arthur Pell', 'Li Wen', 'Kofi Mensah', 'Hana Sato', 'Ravi Menon', 'Clara Hoek'],
  things: [
    'black tea',
    'green tea',
    'oolong',
    'tea auctions',
    'hand plucking',
    'withering sheds',
    'masala chai',
    'tea gardens',
    'rail transport',
    'clay cups',
  ],
  measures: ['tonnes', 'crates', 'chests'],
};
