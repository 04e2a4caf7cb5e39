import { ar } from './ar';
import { bn } from './bn';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { gu } from './gu';
import { hi } from './hi';
import { id } from './id';
import { it } from './it';
import { ja } from './ja';
import { ko } from './ko';
import { mr } from './mr';
import { nl } from './nl';
import type { PhraseBook } from './phrase-book';
import { pl } from './pl';
import { pt } from './pt';
import { ru } from './ru';
import { sv } from './sv';
import { ta } from './ta';
import { te } from './te';
import { tr } from './tr';
import { vi } from './vi';
import { zh } from './zh';

/** Books by base language; every seeded language key (options.seed.ts) maps to one. */
const BOOKS: Record<string, PhraseBook> = {
  ar,
  bn,
  de,
  en,
  es,
  fr,
  gu,
  hi,
  id,
  it,
  ja,
  ko,
  mr,
  nl,
  pl,
  pt,
  ru,
  sv,
  ta,
  te,
  tr,
  vi,
  zh,
};

function baseOf(language: string): string {
  return language.toLowerCase().split(/[-_]/)[0] ?? '';
}

/** `hi-IN` → the Hindi book; an unknown language falls back to English. */
export function phraseBookFor(language: string): PhraseBook {
  return BOOKS[baseOf(language)] ?? en;
}

export function hasPhraseBook(language: string): boolean {
  return baseOf(language) in BOOKS;
}
