/**
 * Numbers and symbols written as spoken, for English text (scripts are read aloud by voices
 * that stumble on "$2.5m" or "40%"). Other languages keep their digits: their voices read digits in
 * the language, and spelling them needs grammar (gender, case) a table cannot give.
 */
const ONES = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const SCALES: Array<[number, string]> = [
  [1e12, 'trillion'],
  [1e9, 'billion'],
  [1e6, 'million'],
  [1e3, 'thousand'],
];
const ORDINAL_WORDS: Record<string, string> = {
  one: 'first',
  two: 'second',
  three: 'third',
  five: 'fifth',
  eight: 'eighth',
  nine: 'ninth',
  twelve: 'twelfth',
};

function belowThousand(n: number): string {
  const parts: string[] = [];
  if (n >= 100) {
    parts.push(`${ONES[Math.floor(n / 100)]} hundred`);
    n %= 100;
  }
  if (n >= 20) parts.push(TENS[Math.floor(n / 10)] + (n % 10 ? `-${ONES[n % 10]}` : ''));
  else if (n > 0 || parts.length === 0) parts.push(ONES[n] as string);
  return parts.join(' ');
}

export function integerToWords(n: number): string {
  if (!Number.isSafeInteger(n)) return String(n);
  if (n < 0) return `minus ${integerToWords(-n)}`;
  if (n < 1000) return belowThousand(n);
  const parts: string[] = [];
  let rest = n;
  for (const [size, name] of SCALES) {
    if (rest >= size) {
      parts.push(`${integerToWords(Math.floor(rest / size))} ${name}`);
      rest %= size;
    }
  }
  if (rest > 0) parts.push(belowThousand(rest));
  return parts.join(' ');
}

function yearToWords(year: number): string {
  if (year % 1000 < 10 || (year >= 2000 && year < 2010)) return integerToWords(year);
  const high = Math.floor(year / 100);
  const low = year % 100;
  if (low === 0) return `${integerToWords(high)} hundred`;
  return `${integerToWords(high)} ${low < 10 ? `oh ${ONES[low]}` : integerToWords(low)}`;
}

function ordinal(words: string): string {
  const last = words.split(/([ -])/);
  const tail = last.pop() as string;
  const spoken = ORDINAL_WORDS[tail] ?? (tail.endsWith('y') ? `${tail.slice(0, -1)}ieth` : `${tail}th`);
  return [...last, spoken].join('');
}

function decimalToWords(raw: string): string {
  const [whole, fraction] = raw.split('.');
  const head = integerToWords(Number(whole));
  if (!fraction) return head;
  return `${head} point ${[...fraction].map((d) => ONES[Number(d)]).join(' ')}`;
}

const CURRENCY: Record<string, [string, string]> = {
  $: ['dollar', 'dollars'],
  '€': ['euro', 'euros'],
  '£': ['pound', 'pounds'],
  '₹': ['rupee', 'rupees'],
  '¥': ['yen', 'yen'],
};
const MAGNITUDE: Record<string, string> = { k: 'thousand', m: 'million', bn: 'billion', b: 'billion' };

/** Rewrites digits and common symbols in English text as words. */
export function speakEnglishNumbers(text: string): string {
  return (
    text
      // $2.5m, ₹40, €3 billion
      .replace(
        /([$€£₹¥])\s?(\d[\d,]*(?:\.\d+)?)(?:\s?(bn|k|m|b)\b)?(\s(?:thousand|million|billion|trillion)\b)?/gi,
        (_, sym: string, num: string, mag?: string, word?: string) => {
          const [one, many] = CURRENCY[sym] as [string, string];
          const value = num.replace(/,/g, '');
          const scale = mag ? ` ${MAGNITUDE[mag.toLowerCase()]}` : (word ?? '');
          const unit = value === '1' && !scale ? one : many;
          return `${decimalToWords(value)}${scale} ${unit}`;
        },
      )
      .replace(/(\d[\d,]*(?:\.\d+)?)\s?%/g, (_, num: string) => `${decimalToWords(num.replace(/,/g, ''))} percent`)
      .replace(/\b(\d+)(st|nd|rd|th)\b/gi, (_, num: string) => ordinal(integerToWords(Number(num))))
      .replace(/\b(1[1-9]\d\d|20\d\d)s\b/g, (_, year: string) =>
        ordinal(yearToWords(Number(year))).replace(/ieth$|th$/, (m) => (m === 'ieth' ? 'ies' : 's')),
      )
      .replace(/\b(1[1-9]\d\d|20\d\d)\b(?![.,]\d)/g, (_, year: string) => yearToWords(Number(year)))
      .replace(/\b\d{1,3}(?:,\d{3})+(?:\.\d+)?\b|\b\d+(?:\.\d+)?\b/g, (num) => decimalToWords(num.replace(/,/g, '')))
      .replace(/\s?&\s?/g, ' and ')
      .replace(/\s?\+\s?(?=\w)/g, ' plus ')
      .replace(/\s?=\s?/g, ' equals ')
      .replace(/\s?@\s?/g, ' at ')
      .replace(/\s{2,}/g, ' ')
  );
}
