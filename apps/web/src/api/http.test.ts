import { API_BASE, MESSAGES } from '@podloom/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useToastStore } from '../ui/toast/toast-store';
import { graphqlRequest } from './graphql';
import { authorizedFetch } from './http';
import { useSessionStore } from './session/session-store';

let serial = 0;
function jwt(exp: number): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  serial += 1;
  return `${encode({ alg: 'HS256' })}.${encode({ user_id: 1, exp, jti: serial })}.sig`;
}
const inAnHour = () => jwt(Date.now() / 1000 + 3600);
const user = { given_name: 'Ada', family_name: 'Lovelace', email: 'ada@example.com' };
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const renewed = (token: string, refreshToken: string) =>
  json({
    detail: {
      success: true,
      message: 'Session renewed.',
      data: {
        AuthenticationResult: { AccessToken: token, RefreshToken: refreshToken, ExpiresIn: 3600, TokenType: 'Bearer' },
        user: { user_id: 1, ...user, phone_number: null, country_code: null },
      },
    },
  });

let fetchMock: ReturnType<typeof vi.fn>;
const isRefresh = (url: unknown) => String(url).endsWith(`${API_BASE}/auth/refresh`);
const bearerOf = (call: unknown[]) => new Headers((call[1] as RequestInit).headers).get('Authorization');

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  useSessionStore.setState({ user: null, token: null, refreshToken: null });
  useToastStore.setState({ toasts: [] });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a request that never reaches the server', () => {
  it('rejects with a sentence instead of the browser\'s "Failed to fetch"', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(authorizedFetch('/anything')).rejects.toMatchObject({
      message: MESSAGES.networkUnavailable,
      status: 0,
    });
  });

  it('keeps an abort an abort', async () => {
    const controller = new AbortController();
    controller.abort();
    fetchMock.mockRejectedValueOnce(new DOMException('The operation was aborted.', 'AbortError'));
    await expect(authorizedFetch('/anything', { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });
});

describe('token refresh in the API client', () => {
  it('renews an expired token before sending when the session has a refresh token', async () => {
    const fresh = inAnHour();
    useSessionStore.getState().login(user, jwt(Date.now() / 1000 - 5), 'refresh-1');
    fetchMock.mockImplementation(async (url) => (isRefresh(url) ? renewed(fresh, 'refresh-2') : json({ ok: true })));
    const response = await authorizedFetch('/api/thing');
    expect(response.status).toBe(200);
    const [, refreshInit] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(JSON.parse(String(refreshInit.body))).toEqual({
      refresh_token: 'refresh-1',
    });
    expect(bearerOf(fetchMock.mock.calls[1] as unknown[])).toBe(`Bearer ${fresh}`);
    expect(useSessionStore.getState()).toMatchObject({ token: fresh, refreshToken: 'refresh-2' });
  });

  it('retries once after a 401 with the renewed token', async () => {
    const fresh = inAnHour();
    useSessionStore.getState().login(user, inAnHour(), 'refresh-1');
    fetchMock
      .mockResolvedValueOnce(json({ message: 'Please log in to continue.' }, 401))
      .mockResolvedValueOnce(renewed(fresh, 'refresh-2'))
      .mockResolvedValueOnce(json({ ok: true }));
    const response = await authorizedFetch('/api/thing', { method: 'POST', body: '{"a":1}' });
    expect(response.status).toBe(200);
    const retry = fetchMock.mock.calls[2] as unknown[];
    expect(bearerOf(retry)).toBe(`Bearer ${fresh}`);
    expect((retry[1] as RequestInit).body).toBe('{"a":1}');
  });

  it('logs out with the spec sentence when the renewal is refused', async () => {
    useSessionStore.getState().login(user, inAnHour(), 'revoked');
    fetchMock
      .mockResolvedValueOnce(json({ message: 'Please log in to continue.' }, 401))
      .mockResolvedValueOnce(json({ message: MESSAGES.sessionExpired }, 401));
    const response = await authorizedFetch('/api/thing');
    expect(response.status).toBe(401);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(useSessionStore.getState().token).toBeNull();
    expect(useToastStore.getState().toasts.map((t) => t.text)).toEqual([MESSAGES.sessionExpired]);
  });

  it('rejects with Token expired when an expired session cannot renew', async () => {
    useSessionStore.getState().login(user, jwt(Date.now() / 1000 - 5), 'revoked');
    fetchMock.mockResolvedValueOnce(json({ message: MESSAGES.sessionExpired }, 401));
    await expect(authorizedFetch('/api/thing')).rejects.toThrow(MESSAGES.tokenExpired);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('treats a GraphQL UNAUTHENTICATED error like a 401', async () => {
    const fresh = inAnHour();
    useSessionStore.getState().login(user, inAnHour(), 'refresh-1');
    fetchMock
      .mockResolvedValueOnce(
        json({ errors: [{ message: 'Please log in to continue.', extensions: { code: 'UNAUTHENTICATED' } }] }),
      )
      .mockResolvedValueOnce(renewed(fresh, 'refresh-2'))
      .mockResolvedValueOnce(json({ data: { me: { email: user.email } } }));
    await expect(graphqlRequest('query Me { me { email } }', {}, 'Me')).resolves.toEqual({
      me: { email: user.email },
    });
  });

  it('shares one renewal between requests refused at the same time', async () => {
    const fresh = inAnHour();
    useSessionStore.getState().login(user, inAnHour(), 'refresh-1');
    let refreshes = 0;
    fetchMock.mockImplementation(async (url, init: RequestInit) => {
      if (isRefresh(url)) {
        refreshes += 1;
        await new Promise((r) => setTimeout(r, 20));
        return renewed(fresh, 'refresh-2');
      }
      const bearer = new Headers(init.headers).get('Authorization');
      return bearer === `Bearer ${fresh}` ? json({ ok: true }) : json({ message: 'Please log in.' }, 401);
    });
    const answers = await Promise.all([authorizedFetch('/a'), authorizedFetch('/b'), authorizedFetch('/c')]);
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(refreshes).toBe(1);
  });

  it('logs out on a 401 without a refresh token, as before', async () => {
    useSessionStore.getState().login(user, inAnHour());
    fetchMock.mockResolvedValue(json({ message: 'Please log in.' }, 401));
    await authorizedFetch('/api/thing');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(useSessionStore.getState().token).toBeNull();
  });
});
