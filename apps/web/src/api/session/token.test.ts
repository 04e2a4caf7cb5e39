import { describe, expect, it } from 'vitest';
import { decodeToken, isTokenExpired, msUntilExpiry, usableToken } from './token';

function jwt(claims: Record<string, unknown>): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;
}

describe('token validity (spec 001 §5)', () => {
  const now = 1_700_000_000_000;

  it('treats a missing token as expired', () => {
    expect(isTokenExpired(null, now)).toBe(true);
    expect(isTokenExpired(undefined, now)).toBe(true);
    expect(isTokenExpired('', now)).toBe(true);
  });

  it('treats a token without three dot-separated parts as expired', () => {
    expect(isTokenExpired('abc.def', now)).toBe(true);
    expect(isTokenExpired('a.b.c.d', now)).toBe(true);
    expect(isTokenExpired('not-a-token', now)).toBe(true);
  });

  it('treats a token without an exp claim as expired', () => {
    expect(isTokenExpired(jwt({ user_id: 1 }), now)).toBe(true);
    expect(isTokenExpired(jwt({ exp: 'soon' }), now)).toBe(true);
  });

  it('treats exp at or before now as expired and later as valid', () => {
    expect(isTokenExpired(jwt({ exp: now / 1000 }), now)).toBe(true);
    expect(isTokenExpired(jwt({ exp: now / 1000 - 1 }), now)).toBe(true);
    expect(isTokenExpired(jwt({ exp: now / 1000 + 1 }), now)).toBe(false);
  });

  it('decodes claims including non-Latin names', () => {
    const claims = decodeToken(jwt({ user_id: 7, given_name: 'Zoë', family_name: 'Ångström', exp: 5 }));
    expect(claims).toMatchObject({ user_id: 7, given_name: 'Zoë', family_name: 'Ångström', exp: 5 });
    expect(decodeToken('a.%%%.c')).toBeNull();
  });

  it('computes the time left and never goes negative', () => {
    expect(msUntilExpiry(jwt({ exp: now / 1000 + 60 }), now)).toBe(60_000);
    expect(msUntilExpiry(jwt({ exp: now / 1000 - 60 }), now)).toBe(0);
  });

  it('ignores the text null as a token (spec 000 §7)', () => {
    expect(usableToken('null')).toBeNull();
    expect(usableToken(null)).toBeNull();
    expect(usableToken('a.b.c')).toBe('a.b.c');
  });
});
