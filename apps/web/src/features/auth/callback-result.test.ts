import { MESSAGES } from '@podloom/contract';
import { describe, expect, it } from 'vitest';
import { checkCallbackParams, exchangeFailureMessage, PROVIDER_ERROR_TITLE } from './callback-result';

const pending = { verifier: 'v'.repeat(43), state: 'state-1' };
const params = (query: string) => new URLSearchParams(query);

describe('the OAuth return (spec 001 §8 Callback)', () => {
  it('shows a provider error with its description, or the default sentence', () => {
    expect(checkCallbackParams(params('error=access_denied&error_description=You+said+no'), pending)).toEqual({
      title: PROVIDER_ERROR_TITLE,
      message: 'You said no',
    });
    expect(checkCallbackParams(params('error=access_denied'), pending)).toEqual({
      title: PROVIDER_ERROR_TITLE,
      message: MESSAGES.authError,
    });
  });

  it('needs both the code and the stored verifier', () => {
    expect(checkCallbackParams(params('state=state-1'), pending)?.message).toBe(MESSAGES.authMissingParams);
    expect(checkCallbackParams(params('code=abc&state=state-1'), { verifier: null, state: null })?.message).toBe(
      MESSAGES.authMissingParams,
    );
  });

  it('refuses a state this browser did not send', () => {
    expect(checkCallbackParams(params('code=abc&state=other'), pending)?.message).toBe(MESSAGES.authFailed);
    expect(checkCallbackParams(params('code=abc'), pending)?.message).toBe(MESSAGES.authFailed);
    expect(checkCallbackParams(params('code=abc&state=state-1'), pending)).toBeNull();
  });

  it('maps the server refusals to the catalogue', () => {
    expect(exchangeFailureMessage('The code has expired (invalid_grant)')).toBe(MESSAGES.authInvalidGrant);
    expect(exchangeFailureMessage('An account with this email already exists.')).toBe(MESSAGES.authAlreadyExists);
    expect(exchangeFailureMessage(MESSAGES.authMissingParams)).toBe(MESSAGES.authMissingParams);
    expect(exchangeFailureMessage('Something else')).toBe(MESSAGES.authFailed);
    expect(exchangeFailureMessage(undefined)).toBe(MESSAGES.authFailed);
  });
});
