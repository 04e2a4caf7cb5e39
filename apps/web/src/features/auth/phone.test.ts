import { MESSAGES, PHONE_EXAMPLE } from '@podloom/contract';
import { describe, expect, it } from 'vitest';
import { acceptPhoneInput, isPhoneEmpty, phoneFields, validatePhone } from './phone';

const invalid = MESSAGES.invalidPhone(PHONE_EXAMPLE);

describe('phone input (spec 001 §5 "Phone input")', () => {
  it('strips other characters, collapses leading plus signs and adds a plus', () => {
    expect(acceptPhoneInput('919876543210')).toBe('+919876543210');
    expect(acceptPhoneInput('+91 (98765) 43210')).toBe('+919876543210');
    expect(acceptPhoneInput('+++44 20-7946-0958')).toBe('+442079460958');
    expect(acceptPhoneInput('')).toBe('');
  });

  it('refuses digits beyond 15 unless long numbers are enabled', () => {
    expect(acceptPhoneInput('123456789012345')).toBe('+123456789012345');
    expect(acceptPhoneInput('1234567890123456')).toBeNull();
    expect(acceptPhoneInput('+1 234 567 890 123 456')).toBeNull();
    expect(acceptPhoneInput('1234567890123456', { enableLongNumbers: true })).toBe('+1234567890123456');
  });

  it('treats a field holding only the calling code as empty', () => {
    expect(isPhoneEmpty('91', '91')).toBe(true);
    expect(isPhoneEmpty('+91', '91')).toBe(true);
    expect(isPhoneEmpty('', '91')).toBe(true);
    expect(isPhoneEmpty('919', '91')).toBe(false);
  });
});

describe('phone validation (spec 001 §5 Sign-up)', () => {
  it('accepts an empty optional phone and asks for a required one', () => {
    expect(validatePhone('91', '91')).toBeUndefined();
    expect(validatePhone('91', '91', { required: true })).toBe(MESSAGES.phoneRequired);
  });

  it('accepts valid international numbers', () => {
    expect(validatePhone('919876543210', '91')).toBeUndefined();
    expect(validatePhone('14155552671', '1')).toBeUndefined();
    expect(validatePhone('+44 20 7946 0958', '44')).toBeUndefined();
  });

  it('refuses numbers that are too short, too long or not real, with the spec message', () => {
    expect(validatePhone('91987', '91')).toBe(invalid);
    expect(validatePhone('9198765432101234', '91')).toBe(invalid);
    expect(validatePhone('910000000000', '91')).toBe(invalid);
    expect(invalid).toBe('Please enter a valid phone number in international format (e.g., +919876543210)');
  });

  it('sends the number in E.164 and the calling code with a plus, only when a phone is given', () => {
    expect(phoneFields('919876543210', '91')).toEqual({
      phone_number: '+919876543210',
      'custom:country_code': '+91',
    });
    expect(phoneFields('14155552671', '1')).toEqual({ phone_number: '+14155552671', 'custom:country_code': '+1' });
    expect(phoneFields('91', '91')).toEqual({});
  });
});
