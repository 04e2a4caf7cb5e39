import { describe, expect, it } from 'vitest';
import { buildScriptPayload, DEFAULT_GENERATOR_VALUES, validateGeneratorForm } from './generator-form-values';
import { usePodcastWorkspace } from './podcast-workspace-store';

const values = {
  ...DEFAULT_GENERATOR_VALUES,
  topic: 'Bread',
  host: 'Asha',
  guest: 'Ravi',
  more_speakers: [' Meera ', 'John'],
};

describe('speakers 3 and 4 (the Create New Podcast wizard)', () => {
  it('sends the guest and as many more speakers as the count asks, with their voices', () => {
    const three = buildScriptPayload({ ...values, no_of_speaker: 3 }, { moreVoices: ['v3', 'v4'] });
    expect(three.guest).toBe('Ravi');
    expect(three.more_speakers).toEqual([{ name: 'Meera', voice: 'v3' }]);
    const four = buildScriptPayload({ ...values, no_of_speaker: 4 });
    expect(four.more_speakers?.map((s) => s.name)).toEqual(['Meera', 'John']);
    expect(buildScriptPayload({ ...values, no_of_speaker: 2 }).more_speakers).toBeUndefined();
  });

  it('needs a guest name from two speakers up', () => {
    expect(validateGeneratorForm({ ...values, guest: '', no_of_speaker: 3 }).guest).toBe(
      'Please enter the guest name.',
    );
  });

  it('keeps one place for each speaker beyond the second as the count changes', () => {
    const ws = usePodcastWorkspace.getState();
    ws.setNoOfSpeaker(4);
    expect(usePodcastWorkspace.getState().moreSpeakers).toHaveLength(2);
    usePodcastWorkspace.getState().setMoreSpeaker(0, { name: 'Meera', voice: 'v3' });
    usePodcastWorkspace.getState().setNoOfSpeaker(3);
    expect(usePodcastWorkspace.getState().moreSpeakers).toEqual([{ name: 'Meera', voice: 'v3' }]);
    usePodcastWorkspace.getState().setNoOfSpeaker(2);
    expect(usePodcastWorkspace.getState().moreSpeakers).toEqual([]);
  });
});
