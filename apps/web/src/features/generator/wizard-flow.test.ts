import { MESSAGES, SPEAKER_MESSAGES } from '@podloom/contract';
import { describe, expect, it } from 'vitest';
import { chosenVoices, INITIAL_WIZARD, toFormValues, validateStep, wizardFlow } from './wizard-flow';

describe('the Create New Podcast wizard flow', () => {
  it('gives every speaker a voice of their own, and keeps a chosen voice the language still has', () => {
    let state = wizardFlow(INITIAL_WIZARD, { type: 'voices', optionKeys: ['a', 'b', 'c'] });
    expect(state.values.cast.map((s) => s.voice)).toEqual(['a', 'b', 'c', 'a']);
    state = wizardFlow(state, { type: 'speaker', index: 0, patch: { voice: 'c' } });
    state = wizardFlow(state, { type: 'voices', optionKeys: ['c', 'd'] });
    expect(state.values.cast.map((s) => s.voice)).toEqual(['c', 'd', 'c', 'd']);
  });

  it('asks for a name and a voice for each speaker on step 2, and a topic on step 3', () => {
    const values = { ...INITIAL_WIZARD.values, speakers: 3 };
    expect(validateStep(1, values)).toEqual({
      'name-0': MESSAGES.hostRequired,
      'voice-0': SPEAKER_MESSAGES.voices,
      'name-1': MESSAGES.guestRequired,
      'voice-1': SPEAKER_MESSAGES.voices,
      'name-2': SPEAKER_MESSAGES.names,
      'voice-2': SPEAKER_MESSAGES.voices,
    });
    expect(validateStep(2, values)).toEqual({ topic: MESSAGES.topicRequired });
    expect(validateStep(0, values)).toEqual({});
  });

  it('clears the errors when it moves to another step', () => {
    const refused = wizardFlow(INITIAL_WIZARD, { type: 'errors', errors: { topic: 'x' } });
    expect(wizardFlow(refused, { type: 'go', step: 1 })).toMatchObject({ step: 1, errors: {} });
  });

  it('turns the answers into generator values and the voices of the speakers it has', () => {
    const cast = [
      { name: ' Asha ', voice: 'v1' },
      { name: 'Ben', voice: 'v2' },
      { name: 'Chitra ', voice: 'v3' },
      { name: 'Dev', voice: 'v4' },
    ];
    const values = { ...INITIAL_WIZARD.values, speakers: 3, cast, topic: ' Tides ', audience: 'kids', description: '' };
    expect(toFormValues(values)).toMatchObject({
      topic: 'Tides',
      desc: 'Target audience: kids.',
      host: 'Asha',
      guest: 'Ben',
      more_speakers: ['Chitra'],
      no_of_speaker: 3,
    });
    expect(chosenVoices(values)).toEqual({
      hostVoice: 'v1',
      guestVoice: 'v2',
      moreSpeakers: [{ name: 'Chitra', voice: 'v3' }],
    });
  });
});
