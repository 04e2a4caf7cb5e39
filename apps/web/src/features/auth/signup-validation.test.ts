import { MESSAGES, PHONE_EXAMPLE } from '@podloom/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error';
import { type SignupValues, signupErrorMessage, signupPayload, validateSignup } from './signup-validation';

const valid: SignupValues = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  phone: '91',
  dialCode: '91',
  email: 'ada@example.com',
  password: 'Passw0rd!',
  confirmPassword: 'Passw0rd!',
};

describe('sign-up validation (spec 001 §5)', () => {
  it('accepts a complete form with no phone', () => {
    expect(validateSignup(valid)).toEqual({});
  });

  it('asks for the required fields, in the order of the form', () => {
    const errors = validateSignup({
      ...valid,
      firstName: ' ',
      lastName: '',
      email: '',
      password: '',
      confirmPassword: '',
    });
    expect(Object.entries(errors)).toEqual([
      ['firstName', MESSAGES.firstNameRequired],
      ['lastName', MESSAGES.lastNameRequired],
      ['email', MESSAGES.emailRequired],
      ['password', MESSAGES.passwordRule],
    ]);
  });

  it('applies the password rule and the confirmation', () => {
    expect(validateSignup({ ...valid, password: 'password1!', confirmPassword: 'password1!' })).toEqual({
      password: MESSAGES.passwordRule,
    });
    expect(validateSignup({ ...valid, confirmPassword: 'Passw0rd?' })).toEqual({
      confirmPassword: MESSAGES.passwordMismatch,
    });
  });

  it('checks a phone only when one is given', () => {
    expect(validateSignup({ ...valid, phone: '9112' })).toEqual({ phone: MESSAGES.invalidPhone(PHONE_EXAMPLE) });
    expect(validateSignup({ ...valid, phone: '919876543210' })).toEqual({});
  });
});

describe('sign-up payload (spec 001 §3)', () => {
  it('sends the e-mail as username and no phone fields without a phone', () => {
    expect(signupPayload({ ...valid, firstName: ' Ada ', email: ' ada@example.com ' })).toEqual({
      username: 'ada@example.com',
      password: 'Passw0rd!',
      email: 'ada@example.com',
      given_name: 'Ada',
      family_name: 'Lovelace',
    });
  });

  it('adds the phone in international format and the country code with a plus', () => {
    expect(signupPayload({ ...valid, phone: '919876543210' })).toMatchObject({
      phone_number: '+919876543210',
      'custom:country_code': '+91',
    });
  });

  it('leaves the phone out when asked to (company sign-up)', () => {
    expect(signupPayload({ ...valid, phone: '919876543210' }, { withPhone: false })).not.toHaveProperty('phone_number');
  });
});

describe('sign-up error message (spec 001 §8)', () => {
  const refused = (body: unknown, message = 'HTTP error! status: 400') => new ApiError(message, 400, body);

  it('prefers detail.message, then a detail string, then message', () => {
    expect(signupErrorMessage(refused({ detail: { message: 'From detail' }, message: 'From message' }))).toBe(
      'From detail',
    );
    expect(signupErrorMessage(refused({ detail: 'Detail text', message: 'From message' }))).toBe('Detail text');
    expect(signupErrorMessage(refused({ message: 'From message' }))).toBe('From message');
    expect(signupErrorMessage(refused({ detail: { message: '' }, message: 'From message' }))).toBe('From message');
  });

  it("falls back to the error's own message unless it is a generic status-code message", () => {
    expect(signupErrorMessage(new ApiError('The server is busy.', 503, 'busy'))).toBe('The server is busy.');
    expect(signupErrorMessage(new ApiError('HTTP error! status: 502', 502, '<html>'))).toBe(MESSAGES.signupFailed);
    expect(signupErrorMessage(new Error('Request failed with status code 500'))).toBe(MESSAGES.signupFailed);
    expect(signupErrorMessage(new TypeError('Failed to fetch'))).toBe(MESSAGES.signupFailed);
  });

  it("reads an unsuccessful answer's body as well", () => {
    expect(signupErrorMessage({ success: false, detail: { message: 'Nested' } })).toBe('Nested');
    expect(signupErrorMessage(undefined)).toBe(MESSAGES.signupFailed);
  });
});
