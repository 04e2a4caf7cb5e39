import { MESSAGES } from '@podloom/contract';
import { describe, expect, it } from 'vitest';
import { buildScriptPayload, DEFAULT_GENERATOR_VALUES, validateGeneratorForm } from './generator-form-values';

const filled = { ...DEFAULT_GENERATOR_VALUES, topic: '  Tea  ', host: ' Asha ', guest: ' Ravi ' };

describe('generator form rules (spec 000 §3, §5)', () => {
  it('starts from the spec defaults', () => {
    expect(DEFAULT_GENERATOR_VALUES).toMatchObject({
      no_of_speaker: 2,
      category: 'Business',
      duration: '2000',
      tone: 'Formal',
      language: 'en-IN',
    });
  });

  it('uses the home wording on the home form and the short one on the setup card', () => {
    const empty = { ...DEFAULT_GENERATOR_VALUES, topic: '   ' };
    expect(validateGeneratorForm(empty)).toEqual({
      topic: MESSAGES.topicRequired,
      host: MESSAGES.hostRequiredHome,
      guest: MESSAGES.guestRequiredHome,
    });
    expect(validateGeneratorForm(empty, 'setup')).toEqual({
      topic: MESSAGES.topicRequired,
      host: MESSAGES.hostRequired,
      guest: MESSAGES.guestRequired,
    });
  });

  it('does not ask for a guest with one speaker', () => {
    expect(validateGeneratorForm({ ...filled, guest: '', no_of_speaker: 1 })).toEqual({});
  });

  it('builds the payload: trimmed names, minutes, feature key, user id twice, guest only with 2 speakers', () => {
    const payload = buildScriptPayload(
      { ...filled, duration: '5000', desc: '  ', source: { text: 'Notes', characters: 5, label: 'Pasted text' } },
      { userId: 42, hostVoice: 'v1', guestVoice: 'v2' },
    );
    expect(payload).toEqual({
      topic: 'Tea',
      description: undefined,
      host: 'Asha',
      guest: 'Ravi',
      host_voice: 'v1',
      guest_voice: 'v2',
      user_id: 42,
      userID: 42,
      language: 'en-IN',
      feature_key: 'generate_script',
      no_of_speaker: 2,
      category: 'Business',
      tone: 'Formal',
      duration: 5,
      source_text: 'Notes',
    });
    const solo = buildScriptPayload({ ...filled, no_of_speaker: 1 }, { guestVoice: 'v2' });
    expect(solo).not.toHaveProperty('guest');
    expect(solo).not.toHaveProperty('guest_voice');
  });

  it('sends a format other than Deep Dive and a focus', () => {
    const payload = buildScriptPayload({ ...filled, format: 'debate', focus: '  who pays  ' });
    expect(payload).toMatchObject({ format: 'debate', focus: 'who pays' });
    const deepDive = buildScriptPayload({ ...filled, format: 'deep_dive', focus: ' ' });
    expect(deepDive).not.toHaveProperty('format');
    expect(deepDive).not.toHaveProperty('focus');
  });

  it('sends a stored source by its id, not again as text', () => {
    const source = { id: 7, text: 'Notes', characters: 5, label: 'notes.md' };
    const payload = buildScriptPayload({ ...filled, source });
    expect(payload.source_ids).toEqual([7]);
    expect(payload).not.toHaveProperty('source_text');
  });

  it('sends the chosen library sources by id, once each, beside text the server has not stored', () => {
    const sources = [
      { id: 3, title: 'Report', words: 900 },
      { id: 7, title: 'Notes', words: 5 },
    ];
    const stored = buildScriptPayload({
      ...filled,
      source: { id: 7, text: 'Notes', characters: 5, label: 'x' },
      sources,
    });
    expect(stored.source_ids).toEqual([7, 3]);
    const guest = { text: 'Guest info', characters: 10, label: 'Guest info' };
    const beside = buildScriptPayload({ ...filled, source: guest, sources, format: 'brief', focus: 'costs' });
    expect(beside).toMatchObject({ source_ids: [3, 7], source_text: 'Guest info', format: 'brief', focus: 'costs' });
    expect(buildScriptPayload({ ...filled, sources: [] })).not.toHaveProperty('source_ids');
  });

  it('falls back to 2 minutes and en-IN for a missing duration or language', () => {
    const payload = buildScriptPayload({ ...filled, duration: 'oops', language: '' });
    expect(payload.duration).toBe(2);
    expect(payload.language).toBe('en-IN');
  });
});
