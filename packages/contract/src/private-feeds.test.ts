import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';
import { LISTENER_MESSAGES, listenerInput } from './private-feeds';

const firstMessage = (input: unknown) => {
  const parsed = listenerInput.safeParse(input);
  return parsed.success ? null : parsed.error.issues[0]?.message;
};

describe('listenerInput', () => {
  it('trims the name and lower-cases the e-mail', () => {
    expect(listenerInput.parse({ name: '  Mira Patel ', email: ' Mira@Example.com ' })).toEqual({
      name: 'Mira Patel',
      email: 'mira@example.com',
    });
  });

  it("refuses with the form's sentences", () => {
    expect(firstMessage({ name: ' ', email: 'mira@example.com' })).toBe(LISTENER_MESSAGES.nameRequired);
    expect(firstMessage({ name: 'M'.repeat(101), email: 'mira@example.com' })).toBe(LISTENER_MESSAGES.nameTooLong);
    expect(firstMessage({ name: 'Mira', email: 'not-an-email' })).toBe(MESSAGES.invalidEmail);
    expect(firstMessage({ name: 'Mira', email: '' })).toBe(MESSAGES.emailRequired);
  });
});
