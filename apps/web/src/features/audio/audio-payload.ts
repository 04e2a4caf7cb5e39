import {
  durationKeyToMinutes,
  FORM_DEFAULTS,
  formatTranscript,
  MAX_SPEAKERS,
  MESSAGES,
  type ScriptLine,
  SPEAKER_MESSAGES,
} from '@podloom/contract';
import { PLAIN_VOICE_STYLE, type SpeakerRole, type VoiceStyle } from '../podcast-setup';

/** The audio model the spec names (spec 000 §9). */
export const AUDIO_MODEL = 'gemini-2.0-flash';

/** Spec 000 §3 "Audio-generation payload" (the input side of the contract's `audioRequestInput`). */
export interface AudioPayload {
  podcast_id: number;
  /** The lines joined by newline as 'speaker: text'. */
  conversation_output: string;
  host: string;
  host_voice: string;
  guest?: string;
  guest_voice?: string;
  language: string;
  no_of_speaker: number;
  tone: string;
  /** Minutes. */
  duration: number;
  model: string;
  feature_key: 'generate_audio';
  user_id?: number;
  userID?: number;
  /** Speakers 3 and 4 with their voices (the contract's `more_speakers`). */
  more_speakers?: Array<{ name: string; voice: string }>;
  /** Beyond the spec: every speaker with its voice, pace and pitch. */
  speakers?: Array<{ name: string; voice: string; speed: number; pitch: number }>;
  /** Beyond the spec: the listener's backchannels under long turns; sent only when on. */
  backchannels?: boolean;
}

export interface AudioRequest {
  podcastId: number;
  lines: readonly ScriptLine[];
  hostName: string;
  guestName: string;
  hostVoice: string | null;
  guestVoice: string | null;
  language: string;
  noOfSpeaker: number;
  tone: string;
  /** The duration option key in thousandths of minutes. */
  durationKey?: string | null;
  userId?: number | null;
  /** Speakers 3 and 4, when noOfSpeaker asks for them. */
  moreSpeakers?: ReadonlyArray<{ name: string; voice: string | null }>;
  /** Each speaker's pace and pitch, by role. */
  voiceStyles?: Partial<Record<SpeakerRole, VoiceStyle>>;
  /** The listener's backchannels under long turns (two speakers or more). */
  backchannels?: boolean;
}

/** Spec 000 §5 "Generate audio": the host voice is required; with 2 speakers both voices are. */
export function validateAudioVoices(
  request: Pick<AudioRequest, 'hostVoice' | 'guestVoice' | 'noOfSpeaker' | 'moreSpeakers'>,
) {
  if (!request.hostVoice) return MESSAGES.hostVoiceRequired;
  if (request.noOfSpeaker >= 2 && !request.guestVoice) return MESSAGES.bothVoicesRequired;
  const more = (request.moreSpeakers ?? []).slice(0, Math.max(0, request.noOfSpeaker - 2));
  if (more.length < request.noOfSpeaker - 2 || more.some((s) => !s.voice)) return SPEAKER_MESSAGES.voices;
  return null;
}

/**
 * Spec 000 §3: guest and guest_voice only with 2 or more speakers; duration in minutes (spec 000 §9); speakers 3
 * and 4 in more_speakers.
 */
export function buildAudioPayload(request: AudioRequest): AudioPayload {
  const speakers = Math.min(MAX_SPEAKERS, Math.max(1, request.noOfSpeaker));
  const userId = request.userId ?? undefined;
  const payload: AudioPayload = {
    podcast_id: request.podcastId,
    conversation_output: formatTranscript(request.lines),
    host: request.hostName.trim(),
    host_voice: request.hostVoice ?? '',
    language: request.language || FORM_DEFAULTS.language,
    no_of_speaker: speakers,
    tone: request.tone || FORM_DEFAULTS.tone,
    duration: durationKeyToMinutes(request.durationKey),
    model: AUDIO_MODEL,
    feature_key: 'generate_audio',
    user_id: userId,
    userID: userId,
  };
  if (speakers >= 2) {
    payload.guest = request.guestName.trim();
    payload.guest_voice = request.guestVoice ?? '';
  }
  if (speakers >= 3) {
    payload.more_speakers = (request.moreSpeakers ?? [])
      .slice(0, speakers - 2)
      .map((s) => ({ name: s.name.trim(), voice: s.voice ?? '' }));
  }
  // The spec's payload stays as it is until a speaker's pace or pitch is changed.
  const speakerList = speakerStyles(request, speakers);
  if (speakerList.some((s) => s.speed !== 1 || s.pitch !== 0)) payload.speakers = speakerList;
  if (request.backchannels && speakers >= 2) payload.backchannels = true;
  return payload;
}

/** Every speaker (host, guest, speakers 3 and 4, as many as asked) with its voice, pace and pitch. */
function speakerStyles(request: AudioRequest, count: number): NonNullable<AudioPayload['speakers']> {
  const cast: Array<[SpeakerRole, string, string | null]> = [['host', request.hostName, request.hostVoice]];
  if (count >= 2) cast.push(['guest', request.guestName, request.guestVoice]);
  (request.moreSpeakers ?? []).slice(0, Math.max(0, count - 2)).forEach((s, i) => {
    cast.push([i === 0 ? 'speaker-3' : 'speaker-4', s.name, s.voice]);
  });
  return cast.map(([role, name, voice]) => {
    const style = request.voiceStyles?.[role] ?? PLAIN_VOICE_STYLE;
    return { name: name.trim(), voice: voice ?? '', speed: style.speed, pitch: style.pitch };
  });
}
