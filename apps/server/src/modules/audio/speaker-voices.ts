import { type ScriptLine, speakersOf } from '@podloom/contract';
import type { VoiceRef } from '../../providers/tts/tts';

/** One speaker as the request names them: host first, then the guest, then speakers 3 and 4. */
export interface CastMember {
  name?: string | null;
  voice: VoiceRef;
}

/**
 * Gives every speaker in a script a voice. A speaker whose label is a cast member's name (any case) takes that
 * member's voice; the others take the voices nobody has yet in cast order, then the cast's voices in turn, so a
 * script labelled "Host:"/"Guest:" or with renamed speakers still reads with every voice.
 */
export function assignSpeakerVoices(
  lines: readonly ScriptLine[],
  cast: readonly CastMember[],
): Record<string, VoiceRef> {
  const normal = (s: string | null | undefined) => (s ?? '').trim().toLowerCase();
  const rotation = cast.map((member) => member.voice);
  const assigned: Record<string, VoiceRef> = {};
  const unnamed: string[] = [];
  for (const speaker of speakersOf(lines)) {
    const member = cast.find((m) => m.name && normal(m.name) === normal(speaker));
    if (member) assigned[speaker] = member.voice;
    else unnamed.push(speaker);
  }
  const taken = new Set(Object.values(assigned));
  const free = rotation.filter((v) => !taken.has(v));
  let next = 0;
  for (const speaker of unnamed) {
    assigned[speaker] = free.shift() ?? (rotation[next++ % rotation.length] as VoiceRef);
  }
  return assigned;
}
