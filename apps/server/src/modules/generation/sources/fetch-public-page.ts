import { lookup as dnsLookup } from 'node:dns/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { badRequest } from '../../../platform/http/errors';
import { isPublicAddress } from './public-address';

/**
 * Fetches a web address for the server, safely (SSRF): http/https only; the host is resolved once and
 * refused when any address is not public; the connection goes to exactly the addresses checked (no
 * second DNS answer can slip in); redirects are followed by hand, each hop checked the same way; and the
 * whole fetch has a time limit and a size limit (after decompression).
 */
export interface FetchPageOptions {
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  /** Tests only: lets the fetch logic be exercised against a server on this machine. */
  allowPrivateAddresses?: boolean;
  /**
   * Host names whose private addresses the operator allows (FETCH_ALLOW_PRIVATE by name). Asked of every hop's own
   * host, so an allowed host's redirect to a host that is not allowed is still checked.
   */
  allowPrivateFor?: (hostname: string) => boolean;
  /** Replaces the public-address check (e.g. to allow 127.0.0.1, or FETCH_ALLOW_PRIVATE's ranges, and no more). */
  addressCheck?: (address: string) => boolean;
  /** Tests only: stands in for DNS. */
  resolveHost?: (hostname: string) => Promise<ResolvedAddress[]>;
}

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

export interface FetchedPage {
  url: string;
  contentType: string;
  charset?: string;
  body: Buffer;
}

export const FETCH_LIMITS = { timeoutMs: 10_000, maxBytes: 5 * 1024 * 1024, maxRedirects: 3 } as const;

export const URL_MESSAGES = {
  invalid: 'That web address is not valid.',
  scheme: 'This web address cannot be used: only http and https addresses are allowed.',
  credentials: 'This web address cannot be used: it contains a user name or password.',
  private: 'This web address cannot be used: it points to a private or local network.',
  notFound: 'We could not find that web address.',
  unreachable: 'We could not reach that web address.',
  timeout: 'That web address took too long to answer.',
  redirects: 'That web address redirects too many times.',
  tooLarge: (mb: number) => `That page is too large to use (the limit is ${mb} MB).`,
  status: (status: number) => `That web address answered with an error (status ${status}).`,
} as const;

const refuse = (message: string, code: string) => badRequest(message, code);

async function systemResolve(hostname: string): Promise<ResolvedAddress[]> {
  const answers = await dnsLookup(hostname, { all: true, verbatim: true });
  return answers.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));
}

function checkUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw refuse(URL_MESSAGES.invalid, 'SOURCE_URL_INVALID');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw refuse(URL_MESSAGES.scheme, 'SOURCE_URL_SCHEME');
  if (url.username || url.password) throw refuse(URL_MESSAGES.credentials, 'SOURCE_URL_CREDENTIALS');
  return url;
}

/** The addresses the connection may use: every one of them public, unless this hop's host or a test allows otherwise. */
async function resolveChecked(url: URL, options: FetchPageOptions): Promise<ResolvedAddress[]> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const literal = isIP(host);
  let addresses: ResolvedAddress[];
  if (literal) addresses = [{ address: host, family: literal === 6 ? 6 : 4 }];
  else {
    try {
      addresses = await (options.resolveHost ?? systemResolve)(host);
    } catch {
      throw refuse(URL_MESSAGES.notFound, 'SOURCE_URL_NOT_FOUND');
    }
  }
  if (addresses.length === 0) throw refuse(URL_MESSAGES.notFound, 'SOURCE_URL_NOT_FOUND');
  const allowed =
    options.allowPrivateAddresses || options.allowPrivateFor?.(host)
      ? () => true
      : (options.addressCheck ?? isPublicAddress);
  if (addresses.some((a) => !allowed(a.address))) {
    throw refuse(URL_MESSAGES.private, 'SOURCE_URL_PRIVATE');
  }
  return addresses;
}

/** A DNS lookup that can only answer with the addresses already checked. */
function pinnedLookup(addresses: ResolvedAddress[]): LookupFunction {
  return (_hostname, options, callback) => {
    const wanted =
      options.family === 4 || options.family === 6 ? addresses.filter((a) => a.family === options.family) : addresses;
    const pool = wanted.length ? wanted : addresses;
    if (options.all) callback(null, pool);
    else callback(null, (pool[0] as ResolvedAddress).address, (pool[0] as ResolvedAddress).family);
  };
}

function request(url: URL, addresses: ResolvedAddress[], signal: AbortSignal): Promise<IncomingMessage> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(
      url,
      {
        method: 'GET',
        lookup: pinnedLookup(addresses),
        signal,
        headers: {
          'user-agent': 'PodloomSourceFetcher/1.0 (+podcast source material)',
          accept: 'text/html,application/xhtml+xml,text/plain,text/markdown,application/pdf;q=0.9,*/*;q=0.1',
          'accept-encoding': 'gzip, deflate, br',
        },
      },
      resolve,
    );
    req.on('error', reject);
    req.end();
  });
}

async function readBody(res: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const declared = Number(res.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    res.destroy();
    throw refuse(URL_MESSAGES.tooLarge(Math.round(maxBytes / 1024 / 1024)), 'SOURCE_URL_TOO_LARGE');
  }
  const encoding = String(res.headers['content-encoding'] ?? '').toLowerCase();
  const decoder =
    encoding === 'gzip' || encoding === 'x-gzip'
      ? createGunzip()
      : encoding === 'deflate'
        ? createInflate()
        : encoding === 'br'
          ? createBrotliDecompress()
          : undefined;
  const stream = decoder ? res.pipe(decoder) : res;
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream) {
      size += (chunk as Buffer).length;
      // Counted after decompression, so a small compressed bomb is stopped too.
      if (size > maxBytes)
        throw refuse(URL_MESSAGES.tooLarge(Math.round(maxBytes / 1024 / 1024)), 'SOURCE_URL_TOO_LARGE');
      chunks.push(chunk as Buffer);
    }
  } finally {
    res.destroy();
  }
  return Buffer.concat(chunks);
}

function charsetOf(contentType: string): string | undefined {
  return /charset\s*=\s*"?([\w-]+)/i.exec(contentType)?.[1];
}

export async function fetchPublicPage(rawUrl: string, options: FetchPageOptions = {}): Promise<FetchedPage> {
  const timeoutMs = options.timeoutMs ?? FETCH_LIMITS.timeoutMs;
  const maxBytes = options.maxBytes ?? FETCH_LIMITS.maxBytes;
  const maxRedirects = options.maxRedirects ?? FETCH_LIMITS.maxRedirects;
  const signal = AbortSignal.timeout(timeoutMs);
  let url = checkUrl(rawUrl);
  try {
    for (let hop = 0; ; hop += 1) {
      const addresses = await resolveChecked(url, options);
      const res = await request(url, addresses, signal);
      const status = res.statusCode ?? 0;
      if (status >= 300 && status < 400 && res.headers.location) {
        res.destroy();
        if (hop >= maxRedirects) throw refuse(URL_MESSAGES.redirects, 'SOURCE_URL_REDIRECTS');
        url = checkUrl(new URL(res.headers.location, url).toString());
        continue;
      }
      if (status < 200 || status >= 300) {
        res.destroy();
        throw refuse(URL_MESSAGES.status(status), 'SOURCE_URL_STATUS');
      }
      const contentType = String(res.headers['content-type'] ?? '').toLowerCase();
      const body = await readBody(res, maxBytes);
      return {
        url: url.toString(),
        contentType: contentType.split(';')[0]?.trim() ?? '',
        charset: charsetOf(contentType),
        body,
      };
    }
  } catch (error) {
    if (signal.aborted) throw refuse(URL_MESSAGES.timeout, 'SOURCE_URL_TIMEOUT');
    if (error instanceof Error && 'statusCode' in error) throw error;
    throw refuse(URL_MESSAGES.unreachable, 'SOURCE_URL_UNREACHABLE');
  }
}
