import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { absoluteUrl } from '../feed-locations';

/** What a token and a signature are made from. */
export interface TokenHolder {
  id: string;
  tokenSalt: string;
}

export const newTokenSalt = () => randomBytes(16).toString('hex');

/** 43 URL-safe characters (256 bits): the listener's id and salt under the app's secret. */
export function listenerToken(secret: Buffer, listener: TokenHolder): string {
  return createHmac('sha256', secret)
    .update(`podloom:listener-feed:${listener.id}:${listener.tokenSalt}`)
    .digest('base64url');
}

/** How a token is looked up: its SHA-256, so the database never holds a token. */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** A token as it appears in a personal feed URL. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const personalFeedPath = (token: string) => `/feeds/private/${token}.xml`;

export const personalFeedUrl = (publicUrl: string, secret: Buffer, listener: TokenHolder) =>
  absoluteUrl(publicUrl, personalFeedPath(listenerToken(secret, listener)));

/** The signature of one episode file's path for one listener; a rotation (new salt) changes it. */
export function fileSignature(secret: Buffer, listener: TokenHolder, path: string): string {
  return createHmac('sha256', secret)
    .update(`podloom:listener-file:${listener.id}:${listener.tokenSalt}:${path}`)
    .digest('base64url');
}

/** An episode file's URL signed for a listener: `?listener=…&sig=…`. */
export function signedFileUrl(url: string, secret: Buffer, listener: TokenHolder, path: string): string {
  return `${url}?listener=${listener.id}&sig=${fileSignature(secret, listener, path)}`;
}

export function signatureMatches(secret: Buffer, listener: TokenHolder, path: string, given: string): boolean {
  const expected = Buffer.from(fileSignature(secret, listener, path));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
