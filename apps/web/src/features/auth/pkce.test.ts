import { describe, expect, it } from 'vitest';
import { base64UrlEncode, codeChallengeS256, createCodeVerifier } from './pkce';

describe('PKCE (RFC 7636, spec 001 §7 code_challenge_method S256)', () => {
  it('computes the S256 challenge of the RFC 7636 appendix B example', async () => {
    await expect(codeChallengeS256('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).resolves.toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });

  it('makes 43-character URL-safe verifiers that differ every time', () => {
    const verifiers = new Set(Array.from({ length: 20 }, createCodeVerifier));
    expect(verifiers.size).toBe(20);
    for (const verifier of verifiers) expect(verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('encodes base64url without padding', () => {
    expect(base64UrlEncode(new Uint8Array([251, 255, 191]))).toBe('-_-_');
    expect(base64UrlEncode(new Uint8Array([1]))).toBe('AQ');
  });
});
