/** RFC 7636 (PKCE) for the Google sign-in redirect (spec 001 §4, §7: code_challenge_method S256). */

export function base64UrlEncode(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A random URL-safe string: 32 bytes give the 43-character code verifier RFC 7636 recommends. */
export function randomUrlSafeString(byteLength = 32): string {
  return base64UrlEncode(crypto.getRandomValues(new Uint8Array(byteLength)));
}

export const createCodeVerifier = () => randomUrlSafeString(32);

/** S256: BASE64URL(SHA-256(ASCII(code_verifier))). */
export async function codeChallengeS256(codeVerifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(codeVerifier));
  return base64UrlEncode(new Uint8Array(digest));
}
