import { MESSAGES } from '@podloom/contract';
import type { PendingSignIn } from './google-sign-in';

export interface CallbackFailure {
  /** The heading: 'Authentication Error' for a refusal at the provider (spec 001 §8). */
  title: string;
  message: string;
}

export const PROVIDER_ERROR_TITLE = 'Authentication Error';
export const FAILURE_TITLE = 'We could not sign you in';

/**
 * What the return to /callback says before anything is sent (spec 001 §8): a provider error, missing parameters or
 * a state that is not the one this browser sent (someone else's sign-in). Null when the code can be exchanged.
 */
export function checkCallbackParams(params: URLSearchParams, pending: PendingSignIn): CallbackFailure | null {
  if (params.has('error')) {
    return { title: PROVIDER_ERROR_TITLE, message: params.get('error_description')?.trim() || MESSAGES.authError };
  }
  if (!params.get('code') || !pending.verifier) return { title: FAILURE_TITLE, message: MESSAGES.authMissingParams };
  if (pending.state && params.get('state') !== pending.state) {
    return { title: FAILURE_TITLE, message: MESSAGES.authFailed };
  }
  return null;
}

/** Spec 001 §8: the exchange's refusal, in the words the user reads. */
export function exchangeFailureMessage(serverMessage: string | undefined): string {
  const text = serverMessage ?? '';
  if (/invalid_grant/i.test(text)) return MESSAGES.authInvalidGrant;
  if (/already exists/i.test(text)) return MESSAGES.authAlreadyExists;
  if (text === MESSAGES.authMissingParams) return MESSAGES.authMissingParams;
  return MESSAGES.authFailed;
}
