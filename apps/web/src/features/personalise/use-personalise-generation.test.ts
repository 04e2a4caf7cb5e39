import {
  EMPTY_PERSONALISE_ANSWERS,
  PERSONALISE_MESSAGES,
  personaliseAnswers,
  SPEAKER_MESSAGES,
  scriptRequestInput,
} from '@podloom/contract';
import { describe, expect, it } from 'vitest';
import { buildScriptPayload } from '../podcast-setup';
import { missingForScript, personaliseFormValues, speakersOf } from './use-personalise-generation';

const answered = { ...EMPTY_PERSONALISE_ANSWERS, podcastTitle: 'Bees', fullName: 'Asha', guestName: 'Ravi' };

/** What the server would make of the script request Personalise sends. */
const request = (answers: typeof answered) =>
  scriptRequestInput.parse(buildScriptPayload(personaliseFormValues(answers, '')));

describe('Personalise speakers (spec 000 §2)', () => {
  it('starts at two: the host and the guest', () => {
    expect(speakersOf(answered)).toBe(2);
    expect(request(answered)).toMatchObject({ no_of_speaker: 2, host: 'Asha', guest: 'Ravi', more_speakers: [] });
  });

  it('carries one speaker into the script request, with no guest needed', () => {
    const solo = { ...answered, speakers: '1', guestName: '' };
    expect(missingForScript(solo)).toBeNull();
    const sent = request(solo);
    expect(sent.no_of_speaker).toBe(1);
    expect(sent.guest).toBeUndefined();
  });

  it('carries four speakers, with the names of speakers 3 and 4', () => {
    const four = { ...answered, speakers: '4', speaker3Name: 'Meera', speaker4Name: '' };
    expect(missingForScript(four)).toBe(SPEAKER_MESSAGES.names);
    const named = { ...four, speaker4Name: ' Kiran ' };
    expect(missingForScript(named)).toBeNull();
    expect(request(named)).toMatchObject({
      no_of_speaker: 4,
      guest: 'Ravi',
      more_speakers: [{ name: 'Meera' }, { name: 'Kiran' }],
    });
    // Three speakers send only speaker 3.
    expect(request({ ...named, speakers: '3' }).more_speakers).toEqual([{ name: 'Meera' }]);
  });

  it('keeps 1 to 4 and refuses anything else with a sentence', () => {
    expect(personaliseAnswers.parse({ speakers: '3' }).speakers).toBe('3');
    for (const bad of ['0', '5', 'two', '2.5']) {
      const result = personaliseAnswers.safeParse({ speakers: bad });
      expect(result.success ? null : result.error.issues[0]?.message).toBe(PERSONALISE_MESSAGES.speakers);
    }
  });
});
