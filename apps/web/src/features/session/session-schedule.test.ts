import { describe, expect, it } from 'vitest';
import { actionAfterUnansweredRenewal, nextSessionAction, RENEW_LEAD_MS, RENEW_RETRY_MS } from './session-schedule';

function jwt(claims: Record<string, unknown>): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;
}

const now = 1_700_000_000_000;
const expiringIn = (ms: number) => jwt({ user_id: 1, exp: (now + ms) / 1000 });
const HOUR = 3_600_000;

describe('session timer (spec 001 §4 Session, with refresh tokens)', () => {
  it('does nothing without a session', () => {
    expect(nextSessionAction({ token: null, refreshToken: null }, now)).toEqual({ kind: 'none' });
    expect(nextSessionAction({ token: 'null', refreshToken: 'r' }, now)).toEqual({ kind: 'none' });
  });

  it('logs out when the token expires when there is no refresh token', () => {
    expect(nextSessionAction({ token: expiringIn(HOUR), refreshToken: null }, now)).toEqual({
      kind: 'expire',
      inMs: HOUR,
    });
    expect(nextSessionAction({ token: expiringIn(HOUR), refreshToken: 'null' }, now).kind).toBe('expire');
  });

  it('logs out at once when the token has already expired or cannot be read', () => {
    expect(nextSessionAction({ token: expiringIn(-1000), refreshToken: null }, now)).toEqual({
      kind: 'expire',
      inMs: 0,
    });
    expect(nextSessionAction({ token: 'not-a-jwt', refreshToken: null }, now)).toEqual({ kind: 'expire', inMs: 0 });
  });

  it('renews a refreshable session shortly before the token expires', () => {
    expect(nextSessionAction({ token: expiringIn(HOUR), refreshToken: 'r' }, now)).toEqual({
      kind: 'renew',
      inMs: HOUR - RENEW_LEAD_MS,
    });
  });

  it('renews at once when the token has less than the lead time left, has expired or cannot be read', () => {
    for (const token of [expiringIn(RENEW_LEAD_MS - 1), expiringIn(3000), expiringIn(-HOUR), 'a.b']) {
      expect(nextSessionAction({ token, refreshToken: 'r' }, now)).toEqual({ kind: 'renew', inMs: 0 });
    }
  });

  it('retries an unanswered renewal while the token works, never past its expiry', () => {
    expect(actionAfterUnansweredRenewal(expiringIn(HOUR), now)).toEqual({ kind: 'renew', inMs: RENEW_RETRY_MS });
    expect(actionAfterUnansweredRenewal(expiringIn(2000), now)).toEqual({ kind: 'renew', inMs: 2000 });
  });

  it('ends the session when an unanswered renewal leaves an expired token', () => {
    expect(actionAfterUnansweredRenewal(expiringIn(0), now)).toEqual({ kind: 'expire', inMs: 0 });
    expect(actionAfterUnansweredRenewal(null, now)).toEqual({ kind: 'expire', inMs: 0 });
  });
});
