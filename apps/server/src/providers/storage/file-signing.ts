import { createHmac, timingSafeEqual } from 'node:crypto';
import { encodeKeyPath } from './storage-keys';

/**
 * HMAC-signed expiring URLs for the local store (DESIGN §4):
 * `${publicUrl}/files/<key>?exp=<unix seconds>[&download=<name>]&sig=<base64url HMAC-SHA256>`.
 * The signature covers the key, the expiry and the download name, so none can be changed.
 */
export interface FileSignature {
  exp: number;
  download?: string;
  sig: string;
}

export const DEFAULT_URL_LIFETIME_SECONDS = 60 * 60;

/** The HMAC key: a string or raw bytes (for example one derived from the master secret). */
export type SigningSecret = string | Buffer;

function computeSignature(secret: SigningSecret, key: string, exp: number, download: string | undefined): string {
  // Keys and names cannot contain line breaks (see storage-keys), so the newline-joined payload is unambiguous.
  return createHmac('sha256', secret)
    .update(`${key}\n${exp}\n${download ?? ''}`)
    .digest('base64url');
}

export function signFileUrl(options: {
  publicUrl: string;
  secret: SigningSecret;
  key: string;
  expiresInSeconds?: number;
  downloadName?: string;
  now?: Date;
}): string {
  const now = options.now ?? new Date();
  const exp = Math.floor(now.getTime() / 1000) + (options.expiresInSeconds ?? DEFAULT_URL_LIFETIME_SECONDS);
  const query = new URLSearchParams({ exp: String(exp) });
  if (options.downloadName) query.set('download', options.downloadName);
  query.set('sig', computeSignature(options.secret, options.key, exp, options.downloadName));
  return `${options.publicUrl.replace(/\/+$/, '')}/files/${encodeKeyPath(options.key)}?${query}`;
}

/** True when the signature matches the key and has not expired. */
export function verifyFileSignature(options: {
  secret: SigningSecret;
  key: string;
  exp: unknown;
  download?: unknown;
  sig: unknown;
  now?: Date;
}): boolean {
  const { exp, download, sig } = options;
  if (typeof exp !== 'string' || !/^\d{1,12}$/.test(exp) || typeof sig !== 'string') return false;
  if (download !== undefined && typeof download !== 'string') return false;
  const nowSeconds = Math.floor((options.now ?? new Date()).getTime() / 1000);
  if (Number(exp) < nowSeconds) return false;
  const expected = Buffer.from(computeSignature(options.secret, options.key, Number(exp), download || undefined));
  const given = Buffer.from(sig);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * `Content-Disposition` for a download name (RFC 6266): the plain quoted form, plus the UTF-8
 * `filename*` form only when the name is not plain ASCII (the short form is the one every client
 * and every S3-compatible server's presigned-URL check handles).
 */
export function contentDisposition(downloadName: string): string {
  const fallback = downloadName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  if (fallback === downloadName) return `attachment; filename="${fallback}"`;
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(downloadName)}`;
}
