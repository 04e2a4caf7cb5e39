import { deTalk } from './de';
import { enTalk } from './en';
import { esTalk } from './es';
import { frTalk } from './fr';
import { hiTalk } from './hi';
import type { TalkPhrases } from './talk-phrases';

export type { TalkPhrases } from './talk-phrases';

/** Languages whose host talks about the material in its own phrasing; the others keep their phrase book's frame. */
const TALK: Record<string, TalkPhrases> = { de: deTalk, en: enTalk, es: esTalk, fr: frTalk, hi: hiTalk };

export function talkFor(language: string): TalkPhrases | undefined {
  return TALK[language.toLowerCase().split(/[-_]/)[0] ?? ''];
}
