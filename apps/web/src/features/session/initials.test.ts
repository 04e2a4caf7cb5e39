import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials';

describe('profile initials (spec 000 §2)', () => {
  it('uses given and family name', () => {
    expect(initialsOf({ given_name: 'ada', family_name: 'lovelace', email: 'a@x.io' })).toBe('AL');
  });
  it('falls back to the given name', () => {
    expect(initialsOf({ given_name: 'Ada', family_name: '', email: 'a@x.io' })).toBe('A');
  });
  it('falls back to the e-mail', () => {
    expect(initialsOf({ given_name: ' ', family_name: 'Lovelace', email: 'zed@x.io' })).toBe('Z');
  });
  it('falls back to a question mark', () => {
    expect(initialsOf(null)).toBe('?');
    expect(initialsOf({})).toBe('?');
  });
});
