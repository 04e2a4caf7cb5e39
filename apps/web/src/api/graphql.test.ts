import { GRAPHQL_PATH, MESSAGES } from '@podloom/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { graphqlRequest } from './graphql';
import { restRequest } from './rest';
import { useSessionStore } from './session/session-store';

function jwt(exp: number): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256' })}.${encode({ user_id: 1, exp })}.sig`;
}
const user = { given_name: 'Ada', family_name: 'Lovelace', email: 'ada@example.com' };
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  // The session store persists to localStorage; node has none, which the store tolerates.
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  useSessionStore.setState({ user: null, token: null, refreshToken: null });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('graphqlRequest (spec 001 §7, §8)', () => {
  it('posts query, variables and operationName with the bearer token', async () => {
    const token = jwt(Date.now() / 1000 + 3600);
    useSessionStore.getState().login(user, token);
    fetchMock.mockResolvedValue(json({ data: { ok: true } }));
    await expect(graphqlRequest('query Q { ok }', { a: 1 }, 'Q')).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(GRAPHQL_PATH);
    expect(JSON.parse(String(init.body))).toEqual({ query: 'query Q { ok }', variables: { a: 1 }, operationName: 'Q' });
    expect(new Headers(init.headers).get('Authorization')).toBe(`Bearer ${token}`);
  });

  it('sends no header without a token or with the text null', async () => {
    useSessionStore.setState({ token: 'null' });
    fetchMock.mockResolvedValue(json({ data: { ok: true } }));
    await graphqlRequest('{ ok }');
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(new Headers(init.headers).has('Authorization')).toBe(false);
  });

  it("fails with the first error's message", async () => {
    fetchMock.mockResolvedValue(json({ errors: [{ message: 'First' }, { message: 'Second' }], data: null }));
    await expect(graphqlRequest('{ ok }')).rejects.toThrow('First');
    fetchMock.mockResolvedValue(json({ errors: [{ message: 'Refused' }] }, 400));
    await expect(graphqlRequest('{ ok }')).rejects.toThrow('Refused');
    fetchMock.mockResolvedValue(new Response('oops', { status: 502 }));
    await expect(graphqlRequest('{ ok }')).rejects.toThrow(MESSAGES.httpError(502));
  });

  it('logs out and refuses before sending when the token has expired', async () => {
    useSessionStore.getState().login(user, jwt(Date.now() / 1000 - 5));
    await expect(graphqlRequest('{ ok }')).rejects.toThrow(MESSAGES.tokenExpired);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('logs out on any 401', async () => {
    useSessionStore.getState().login(user, jwt(Date.now() / 1000 + 3600));
    fetchMock.mockResolvedValue(json({ message: 'Please log in.' }, 401));
    await expect(restRequest('/api/thing')).rejects.toThrow('Please log in.');
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('sends files as a GraphQL multipart request', async () => {
    fetchMock.mockResolvedValue(json({ data: { createSupportTicket: { ticketId: 'T' } } }));
    const screenshot = new File(['png'], 'shot.png', { type: 'image/png' });
    await graphqlRequest('mutation M($input: I!) { m(input: $input) }', { input: { subject: 'Hi', screenshot } }, 'M');
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    const form = init.body as FormData;
    expect(JSON.parse(String(form.get('operations')))).toEqual({
      query: 'mutation M($input: I!) { m(input: $input) }',
      variables: { input: { subject: 'Hi', screenshot: null } },
      operationName: 'M',
    });
    expect(JSON.parse(String(form.get('map')))).toEqual({ 0: ['variables.input.screenshot'] });
    expect((form.get('0') as File).name).toBe('shot.png');
  });
});
