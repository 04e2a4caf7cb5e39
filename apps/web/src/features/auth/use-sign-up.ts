import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { type SignupAnswer, signUp } from './auth-api';
import { DEFAULT_DIAL_CODE } from './phone';
import {
  type SignupErrors,
  type SignupField,
  type SignupValues,
  signupErrorMessage,
  validateSignup,
  validateSignupField,
} from './signup-validation';

/** What /confirm-signup receives in navigation state (spec 001 §4 Sign-up). */
export interface ConfirmSignupState {
  email: string;
  userId?: string | null;
}

const EMPTY: SignupValues = {
  firstName: '',
  lastName: '',
  phone: '',
  dialCode: DEFAULT_DIAL_CODE,
  email: '',
  password: '',
  confirmPassword: '',
};

/** Spec 001 §3: the new account's id, at the top of the answer or under `detail`. */
function userIdOf(answer: SignupAnswer): string | null {
  const detail = typeof answer.detail === 'object' ? answer.detail : undefined;
  const id = answer.cognito_user_id ?? detail?.cognito_user_id;
  return id == null || id === '' ? null : String(id);
}

/**
 * The sign-up call (spec 001 §4): an answer with success or a new account's id goes on to /confirm-signup with the
 * e-mail (the payload's, else `fallbackEmail`); anything else is a refusal, handed to `onRefused` as a sentence.
 */
export function useSignUp(onRefused: (message: string) => void, fallbackEmail = '') {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: signUp,
    onSuccess: (answer, payload) => {
      const userId = userIdOf(answer);
      const succeeded = answer.success === true || (typeof answer.detail === 'object' && answer.detail?.success);
      if (!succeeded && !userId) {
        onRefused(signupErrorMessage(answer));
        return;
      }
      const state: ConfirmSignupState = { email: payload.email ?? fallbackEmail, userId };
      navigate('/confirm-signup', { state });
    },
    onError: (error) => onRefused(signupErrorMessage(error)),
  });
}

/**
 * A sign-up form's values and messages. Messages appear on the first submit; after it a field's message follows
 * what is typed (only for the `checked` fields), and with `confirmFollowsPassword` the confirmation follows the
 * password too.
 */
export function useSignupValues(options: { checked?: readonly SignupField[]; confirmFollowsPassword?: boolean } = {}) {
  const { checked, confirmFollowsPassword = false } = options;
  const [values, setValues] = useState<SignupValues>(EMPTY);
  const [errors, setErrors] = useState<SignupErrors>({});
  const [submitted, setSubmitted] = useState(false);

  const set = (field: SignupField, value: string, dialCode?: string) => {
    const next = { ...values, [field]: value, ...(dialCode !== undefined ? { dialCode } : {}) };
    setValues(next);
    if (!submitted || (checked && !checked.includes(field))) return;
    setErrors((current) => {
      const updated = { ...current, [field]: validateSignupField(field, next) };
      if (confirmFollowsPassword && field === 'password' && next.confirmPassword) {
        updated.confirmPassword = validateSignupField('confirmPassword', next);
      }
      return updated;
    });
  };

  /** Checks the fields and shows their messages: true when every one passes. */
  const validate = () => {
    setSubmitted(true);
    const found = validateSignup(values, checked);
    setErrors(found);
    return Object.keys(found).length === 0;
  };

  return { values, errors, set, validate };
}
