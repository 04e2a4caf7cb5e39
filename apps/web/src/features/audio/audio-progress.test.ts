import { MESSAGES } from '@podloom/contract';
import { describe, expect, it } from 'vitest';
import { buildAudioPayload, validateAudioVoices } from './audio-payload';
import { etaText, linesText, mergeProgress, progressPercent, remainingSeconds } from './audio-progress';

describe('audio progress', () => {
  it('moves one bar across the stages and never back', () => {
    let p = mergeProgress(null, { stage: 'synthesizing', done: 0, total: 10 });
    expect(progressPercent(p)).toBe(0);
    p = mergeProgress(p, { stage: 'synthesizing', done: 5, total: 10 });
    expect(progressPercent(p)).toBe(44);
    expect(linesText(p)).toBe('5 of 10 lines');
    expect(mergeProgress(p, { stage: 'synthesizing', done: 0, total: 10 })).toEqual(p);
    p = mergeProgress(p, { stage: 'encoding', done: 1, total: 1 });
    expect(progressPercent(p)).toBe(96);
    expect(linesText(p)).toBeNull();
    expect(mergeProgress(p, { stage: 'synthesizing', done: 10, total: 10 })).toEqual(p);
    expect(progressPercent({ stage: 'done', done: 10, total: 10 })).toBe(100);
  });

  it('estimates the time left from the pace, or from the eta before there is any', () => {
    expect(remainingSeconds({ now: 10_000, startedAt: 0, etaSeconds: 40, percent: 0 })).toBe(30);
    expect(remainingSeconds({ now: 10_000, startedAt: 0, etaSeconds: 40, percent: 50 })).toBe(10);
    expect(remainingSeconds({ now: 90_000, startedAt: 0, etaSeconds: 40, percent: 2 })).toBe(0);
    expect(etaText(37)).toBe('About 35 s left');
    expect(etaText(1)).toBe('Almost done');
    expect(etaText(150)).toBe('About 3 min left');
    expect(etaText(null)).toBeNull();
  });
});

describe('audio payload (spec 000 §3, §5)', () => {
  const request = {
    podcastId: 4,
    lines: [
      { speaker: 'Asha', text: 'Hello there.' },
      { speaker: 'Ravi', text: 'Hi!' },
    ],
    hostName: ' Asha ',
    guestName: 'Ravi',
    hostVoice: 'h',
    guestVoice: 'g',
    language: 'hi-IN',
    noOfSpeaker: 2,
    tone: 'Casual',
    durationKey: '3000',
    userId: 9,
  };

  it('joins the lines as "speaker: text" and sends the spec fields', () => {
    expect(buildAudioPayload(request)).toEqual({
      podcast_id: 4,
      conversation_output: 'Asha: Hello there.\nRavi: Hi!',
      host: 'Asha',
      host_voice: 'h',
      guest: 'Ravi',
      guest_voice: 'g',
      language: 'hi-IN',
      no_of_speaker: 2,
      tone: 'Casual',
      duration: 3,
      model: 'gemini-2.0-flash',
      feature_key: 'generate_audio',
      user_id: 9,
      userID: 9,
    });
    const solo = buildAudioPayload({ ...request, noOfSpeaker: 1, durationKey: 'x' });
    expect(solo).not.toHaveProperty('guest');
    expect(solo).not.toHaveProperty('guest_voice');
    expect(solo.duration).toBe(2);
  });

  it("sends every speaker's voice, pace and pitch once one of them is changed", () => {
    const styled = buildAudioPayload({ ...request, voiceStyles: { guest: { speed: 1.3, pitch: -2 } } });
    expect(styled.speakers).toEqual([
      { name: 'Asha', voice: 'h', speed: 1, pitch: 0 },
      { name: 'Ravi', voice: 'g', speed: 1.3, pitch: -2 },
    ]);
    expect(buildAudioPayload({ ...request, voiceStyles: { host: { speed: 1, pitch: 0 } } })).not.toHaveProperty(
      'speakers',
    );
  });

  it('asks for the host voice, then for both voices with 2 speakers', () => {
    expect(validateAudioVoices({ hostVoice: null, guestVoice: null, noOfSpeaker: 2 })).toBe(MESSAGES.hostVoiceRequired);
    expect(validateAudioVoices({ hostVoice: 'h', guestVoice: null, noOfSpeaker: 2 })).toBe(MESSAGES.bothVoicesRequired);
    expect(validateAudioVoices({ hostVoice: 'h', guestVoice: null, noOfSpeaker: 1 })).toBeNull();
    expect(validateAudioVoices({ hostVoice: 'h', guestVoice: 'g', noOfSpeaker: 2 })).toBeNull();
  });
});
