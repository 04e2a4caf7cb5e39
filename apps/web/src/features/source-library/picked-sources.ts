import { SCRIPT_SOURCE_LIMITS, SCRIPT_SOURCE_MESSAGES } from '@podloom/contract';

/** A library source chosen for a script: sent by its id, shown by its title, counted by its words. */
export interface PickedSource {
  id: number;
  title: string;
  words: number;
}

const numberFormat = new Intl.NumberFormat('en');

/** Adds a source (once) unless 20 are already chosen; the same list when nothing changes. */
export function pickSource(picked: readonly PickedSource[], source: PickedSource): PickedSource[] {
  if (picked.some((p) => p.id === source.id)) return picked as PickedSource[];
  if (picked.length >= SCRIPT_SOURCE_LIMITS.sources) return picked as PickedSource[];
  // Only what the form keeps: a source's text is the server's, not the form's.
  return [...picked, { id: source.id, title: source.title, words: source.words }];
}

export function unpickSource(picked: readonly PickedSource[], id: number): PickedSource[] {
  return picked.filter((p) => p.id !== id);
}

/** Chooses or unchooses one source of the library. */
export function togglePicked(picked: readonly PickedSource[], source: PickedSource): PickedSource[] {
  return picked.some((p) => p.id === source.id) ? unpickSource(picked, source.id) : pickSource(picked, source);
}

export const totalWords = (picked: readonly PickedSource[]) => picked.reduce((sum, p) => sum + p.words, 0);

/** "3 sources, 12,400 words" */
export function pickedSummary(picked: readonly PickedSource[]): string {
  const count = `${picked.length} ${picked.length === 1 ? 'source' : 'sources'}`;
  return `${count}, ${numberFormat.format(totalWords(picked))} words`;
}

/** The server's sentence the choice would be refused with, or null when it is within the limits. */
export function pickedProblem(picked: readonly PickedSource[]): string | null {
  if (picked.length > SCRIPT_SOURCE_LIMITS.sources) return SCRIPT_SOURCE_MESSAGES.tooMany;
  if (totalWords(picked) > SCRIPT_SOURCE_LIMITS.words) return SCRIPT_SOURCE_MESSAGES.tooManyWords;
  return null;
}

/** No more may be chosen (the picker disables the rest, saying why). */
export const pickerFull = (picked: readonly PickedSource[]) => picked.length >= SCRIPT_SOURCE_LIMITS.sources;
