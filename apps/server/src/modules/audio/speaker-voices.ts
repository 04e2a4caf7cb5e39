import { type ScriptLine, speakersOf } from '@podloom/contract';
import type { VoiceRef } from '../../providers/tts/tts';

/**
 * Gives every speaker in a script a voice. A speaker whose label is the host's or guest's name (any
 * case) takes that voice; the others take the host's and the guest's voices in order of appearance, so
 * a script labelled "Host:"/"Guest:" or with renamed speakers still reads with both voices.
 */
export function assignSpeakerVoices(
  lines: readonly ScriptLine[],
  voices: { host: VoiceRef; guest?: VoiceRef | null },
  names: { host?: string | null; guest?: string | null } = {},
): Record<string, VoiceRef> {
  const normal = (s: string | null | undefined) => (s ?? '').trim().toLowerCase();
  const rotation = voices.guest ? [voices.host, voices.guest] : [voices.host];
  const assigned: Record<string, VoiceRef> = {};
  let next = 0;
  const unnamed: string[] = [];
  for (const speaker of speakersOf(lines)) {
    if (normal(speaker) === normal(names.host) && names.host) assigned[speaker] = voices.host;
    else if (voices.guest && names.guest && normal(speaker) === normal(names.guest)) assigned[speaker] = voices.guest;
    else unnamed.push(speaker);
  }
  const taken = new Set(Object.values(assigned));
  // Unnamed speakers first take a voice nobody has yet, then alternate.
  const free = rotation.filter((v) => !taken.has(v));
  for (const speaker of unnamed) {
    assigned[speaker] = free.shift() ?? (rotation[next++ % rotation.length] as VoiceRef);
  }
  return assigned;
}
