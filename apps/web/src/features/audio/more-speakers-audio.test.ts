import { describe, expect, it } from 'vitest';
import { buildAudioPayload, validateAudioVoices } from './audio-payload';

const request = {
  podcastId: 7,
  lines: [
    { speaker: 'Asha', text: 'Hi.' },
    { speaker: 'Ravi', text: 'Hello.' },
    { speaker: 'Meera', text: 'Hey.' },
  ],
  hostName: 'Asha',
  guestName: 'Ravi',
  hostVoice: 'v1',
  guestVoice: 'v2',
  language: 'en-IN',
  noOfSpeaker: 3,
  tone: 'Formal',
  moreSpeakers: [{ name: 'Meera', voice: 'v3' as string | null }],
};

describe('audio with three or four speakers', () => {
  it('sends speaker 3 with its voice', () => {
    const payload = buildAudioPayload(request);
    expect(payload.no_of_speaker).toBe(3);
    expect(payload.guest_voice).toBe('v2');
    expect(payload.more_speakers).toEqual([{ name: 'Meera', voice: 'v3' }]);
  });

  it('asks for a voice for every speaker', () => {
    expect(validateAudioVoices(request)).toBeNull();
    expect(validateAudioVoices({ ...request, moreSpeakers: [{ name: 'Meera', voice: null }] })).toBe(
      'Please choose a voice for every speaker.',
    );
    expect(validateAudioVoices({ ...request, noOfSpeaker: 4 })).toBe('Please choose a voice for every speaker.');
  });
});
