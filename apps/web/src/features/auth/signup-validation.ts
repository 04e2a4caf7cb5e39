import { isStrongPassword, MESSAGES, type SignupPayload } from '@podloom/contract';
import { ApiError } from '../../api/api-error';
import { phoneFields, validatePhone } from './phone';

export interface SignupValues {
  firstName: string;
  lastName: string;
  /** What the phone picker holds: digits with the calling code. */
  phone: string;
  /** The calling code of the country chosen in the picker, without a plus. */
  dialCode: string;
  email: string;
  password: string;
  confirmPassword: string;
}
export type SignupField = Exclude<keyof SignupValues, 'dialCode'>;
export type SignupErrors = Partial<Record<SignupField, string>>;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The rules of spec 001 §5 "Sign-up", one field at a time (the form re-checks a field as it is typed in). */
export function validateSignupField(field: SignupField, values: SignupValues): string | undefined {
  switch (field) {
    case 'firstName':
      return values.firstName.trim() ? undefined : MESSAGES.firstNameRequired;
    case 'lastName':
      return values.lastName.trim() ? undefined : MESSAGES.lastNameRequired;
    case 'phone':
      return validatePhone(values.phone, values.dialCode);
    case 'email': {
      const email = values.email.trim();
      if (!email) return MESSAGES.emailRequired;
      // The server refuses a malformed address with this same sentence; saying it here saves a round trip.
      return EMAIL_PATTERN.test(email) ? undefined : MESSAGES.invalidEmail;
    }
    case 'password':
      return isStrongPassword(values.password) ? undefined : MESSAGES.passwordRule;
    case 'confirmPassword':
      return values.confirmPassword === values.password ? undefined : MESSAGES.passwordMismatch;
  }
}

/** Every field's message, in the order the form shows its fields. */
export function validateSignup(values: SignupValues, fields: readonly SignupField[] = SIGNUP_FIELDS): SignupErrors {
  const errors: SignupErrors = {};
  for (const field of fields) {
    const message = validateSignupField(field, values);
    if (message) errors[field] = message;
  }
  return errors;
}

export const SIGNUP_FIELDS: readonly SignupField[] = [
  'firstName',
  'lastName',
  'phone',
  'email',
  'password',
  'confirmPassword',
];

/** Spec 001 §3 "Sign-up payload": username is the e-mail; the phone fields only when a phone is given. */
export function signupPayload(values: SignupValues, options: { withPhone?: boolean } = {}): SignupPayload {
  const email = values.email.trim();
  return {
    username: email,
    password: values.password,
    email,
    given_name: values.firstName.trim(),
    family_name: values.lastName.trim(),
    ...(options.withPhone === false ? {} : phoneFields(values.phone, values.dialCode)),
  };
}

// Texts a client library makes up from a status code alone ("Request failed with status code 500",
// "HTTP error! status: 500") or from a dropped connection: they tell a person nothing.
const GENERIC_ERROR = /status code \d{3}|^HTTP error! status: \d{3}$|^Failed to fetch$|NetworkError|^Load failed$/i;

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/**
 * Spec 001 §8: sign-up shows the first of the response's `detail.message`, its `detail` when that is text, its
 * `message`, the error's own message unless it is a generic status-code message, else 'Signup failed. Try again.'
 */
export function signupErrorMessage(error: unknown): string {
  const body = error instanceof ApiError ? error.body : isRecord(error) ? error : undefined;
  if (isRecord(body)) {
    const detail = body.detail;
    const found = (isRecord(detail) ? text(detail.message) : undefined) ?? text(detail) ?? text(body.message);
    if (found) return found;
  }
  const own = error instanceof Error ? text(error.message) : undefined;
  if (own && !GENERIC_ERROR.test(own)) return own;
  return MESSAGES.signupFailed;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !(value instanceof Error);
}
