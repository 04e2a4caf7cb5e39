import { describe, expect, it } from 'vitest';
import { audioRequestInput } from './generation';

describe('audioRequestInput', () => {
  it('refuses a podcast id beyond a database integer with the sentence, as the fuzz pass found', () => {
    const result = audioRequestInput.safeParse({
      podcast_id: '+919876543210',
      conversation_output: 'Asha: Hello.',
      no_of_speaker: 1,
      host_voice: 'v',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Please generate a script first.');
  });
});
