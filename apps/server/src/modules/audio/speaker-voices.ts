import { type ScriptLine, speakersOf } from '@podloom/contract';
import type { VoiceStyle } from '../../providers/audio/voice-style';
import type { VoiceRef } from '../../providers/tts/tts';

/** One speaker as the request names them: host first, then the guest, then speakers 3 and 4. */
export interface CastMember {
  name?: string | null;
  voice: VoiceRef;
  /** The member's pace and pitch, when the request gave them. */
  style?: VoiceStyle;
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
  const members = assignSpeakerCast(lines, cast);
  return Object.fromEntries(Object.entries(members).map(([speaker, member]) => [speaker, member.voice]));
}

/** As assignSpeakerVoices, answering each speaker's whole cast member (its voice and its style). */
export function assignSpeakerCast(
  lines: readonly ScriptLine[],
  cast: readonly CastMember[],
): Record<string, CastMember> {
  const normal = (s: string | null | undefined) => (s ?? '').trim().toLowerCase();
  const assigned: Record<string, CastMember> = {};
  const unnamed: string[] = [];
  for (const speaker of speakersOf(lines)) {
    const member = cast.find((m) => m.name && normal(m.name) === normal(speaker));
    if (member) assigned[speaker] = member;
    else unnamed.push(speaker);
  }
  const taken = new Set(Object.values(assigned).map((m) => m.voice));
  const free = cast.filter((m) => !taken.has(m.voice));
  let next = 0;
  for (const speaker of unnamed) {
    assigned[speaker] = free.shift() ?? (cast[next++ % cast.length] as CastMember);
  }
  return assigned;
}

/** Speaker → style, for the speakers whose member has one. */
export function speakerStyles(members: Readonly<Record<string, CastMember>>): Record<string, VoiceStyle> {
  const styles: Record<string, VoiceStyle> = {};
  for (const [speaker, member] of Object.entries(members)) if (member.style) styles[speaker] = member.style;
  return styles;
}
