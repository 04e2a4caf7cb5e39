import { describe, expect, it } from 'vitest';
import { buildAudioPayload } from './audio-payload';

const request = {
  podcastId: 7,
  lines: [
    { speaker: 'Asha', text: 'Hi.' },
    { speaker: 'Ravi', text: 'Hello.' },
  ],
  hostName: 'Asha',
  guestName: 'Ravi',
  hostVoice: 'v1',
  guestVoice: 'v2',
  language: 'en-IN',
  noOfSpeaker: 2,
  tone: 'Formal',
};

describe('the backchannels switch in the audio request', () => {
  it('is sent only when on, and only with a listener (two speakers or more)', () => {
    expect(buildAudioPayload({ ...request, backchannels: true }).backchannels).toBe(true);
    // Off: the spec's payload as it was.
    expect('backchannels' in buildAudioPayload({ ...request, backchannels: false })).toBe(false);
    expect('backchannels' in buildAudioPayload(request)).toBe(false);
    const alone = { ...request, noOfSpeaker: 1, lines: [{ speaker: 'Asha', text: 'Hi.' }], backchannels: true };
    expect('backchannels' in buildAudioPayload(alone)).toBe(false);
  });
});
