import { MESSAGES } from '@podloom/contract';
import { ApiError } from './api-error';
import { endExpiredSession, renewSession } from './session/session-renewal';
import { currentToken, useSessionStore } from './session/session-store';
import { isTokenExpired, usableToken } from './session/token';

/** Sends one request; a request that never reached the server rejects with a sentence, not "Failed to fetch". */
async function send(url: string, init: RequestInit, token: string | null): Promise<Response> {
  const headers = new Headers(init.headers);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  else headers.delete('Authorization');
  try {
    return await fetch(url, { ...init, headers });
  } catch (error) {
    // An abort (or a caller's timeout) is the caller's decision and stays one; anything else is the network.
    if (init.signal?.aborted) throw error;
    throw new ApiError(MESSAGES.networkUnavailable, 0);
  }
}

const canRenew = () => usableToken(useSessionStore.getState().refreshToken) !== null;

export interface AuthorizedFetchOptions {
  /**
   * Whether an answer refuses the token although its status is not 401 (GraphQL answers 200 with an
   * UNAUTHENTICATED error). Given a clone: the caller still reads the body.
   */
  isUnauthorized?: (response: Response) => Promise<boolean>;
}

/**
 * The one place that adds the token and handles expiry and 401 (spec 000 §7, spec 001 §7–§8):
 * a bearer header when a token exists and is not the text "null"; an expired token logs out and the request
 * is rejected with 'Token expired'; any 401 answer logs out. A session with a refresh token first renews itself
 * once (before sending with an expired token, or after a 401) and ends only when that fails.
 * Requests without a session go out anonymously.
 */
export async function authorizedFetch(
  url: string,
  init: RequestInit = {},
  options: AuthorizedFetchOptions = {},
): Promise<Response> {
  const refused = async (response: Response) =>
    response.status === 401 || (options.isUnauthorized ? await options.isUnauthorized(response.clone()) : false);
  let token = usableToken(currentToken());
  if (token && isTokenExpired(token)) {
    if (!canRenew() || (await renewSession()) !== 'renewed') {
      endExpiredSession();
      throw new ApiError(MESSAGES.tokenExpired, 401);
    }
    token = usableToken(currentToken());
  }
  let response = await send(url, init, token);
  if (token && useSessionStore.getState().token && (await refused(response))) {
    // The token may have been renewed by someone else while this request was out: retry with that one.
    const latest = usableToken(currentToken());
    const renewed = latest !== token && !isTokenExpired(latest) ? 'renewed' : canRenew() ? await renewSession() : null;
    if (renewed === 'renewed') {
      response = await send(url, init, usableToken(currentToken()));
      if (!(await refused(response))) return response;
    }
    if (useSessionStore.getState().token) useSessionStore.getState().logout();
  }
  return response;
}

/** Reads a body as JSON when it is JSON, as text otherwise; never throws on an empty body. */
export async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
