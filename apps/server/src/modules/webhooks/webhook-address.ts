import { lookup as dnsLookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { badRequest } from '../../platform/http/errors';
import { isPublicAddress } from '../generation';

export const WEBHOOK_URL_MESSAGES = {
  invalid: 'That web address is not valid.',
  https: 'A webhook address must start with https://.',
  credentials: 'A webhook address cannot contain a user name or password.',
  private: 'This web address cannot be used: it points to a private or local network.',
  notFound: 'We could not find that web address.',
} as const;

/** Where an endpoint may be reached though private, or over plain http: FETCH_ALLOW_PRIVATE's hosts and CIDRs. */
export class PrivateAllowance {
  private readonly hosts = new Set<string>();
  private readonly ranges = new BlockList();

  constructor(entries: readonly string[]) {
    for (const entry of entries) {
      const [address = '', bits] = entry.split('/');
      const family = isIP(address);
      if (family === 0) this.hosts.add(entry.toLowerCase());
      else if (bits === undefined) this.ranges.addAddress(address, family === 6 ? 'ipv6' : 'ipv4');
      else this.ranges.addSubnet(address, Number(bits), family === 6 ? 'ipv6' : 'ipv4');
    }
  }

  host(hostname: string): boolean {
    const family = isIP(hostname);
    if (family) return this.address(hostname);
    return this.hosts.has(hostname.toLowerCase());
  }

  address(ip: string): boolean {
    const family = isIP(ip);
    return family !== 0 && this.ranges.check(ip, family === 6 ? 'ipv6' : 'ipv4');
  }
}

interface Resolved {
  address: string;
  family: 4 | 6;
}

/** The endpoint's address and the addresses a delivery may connect to: every one public, or allowed. */
export async function checkWebhookUrl(raw: string, allowance: PrivateAllowance): Promise<{ url: URL; to: Resolved[] }> {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw badRequest(WEBHOOK_URL_MESSAGES.invalid);
  }
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const allowedHost = allowance.host(host);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && allowedHost)) {
    throw badRequest(WEBHOOK_URL_MESSAGES.https);
  }
  if (url.username || url.password) throw badRequest(WEBHOOK_URL_MESSAGES.credentials);
  const literal = isIP(host);
  let to: Resolved[];
  if (literal) to = [{ address: host, family: literal === 6 ? 6 : 4 }];
  else {
    try {
      const answers = await dnsLookup(host, { all: true, verbatim: true });
      to = answers.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));
    } catch {
      throw badRequest(WEBHOOK_URL_MESSAGES.notFound);
    }
  }
  if (to.length === 0) throw badRequest(WEBHOOK_URL_MESSAGES.notFound);
  if (!allowedHost && !to.every((a) => isPublicAddress(a.address) || allowance.address(a.address))) {
    throw badRequest(WEBHOOK_URL_MESSAGES.private);
  }
  return { url, to };
}

function pinnedLookup(addresses: Resolved[]): LookupFunction {
  return (_hostname, options, callback) => {
    const first = addresses[0] as Resolved;
    if (options.all) callback(null, addresses);
    else callback(null, first.address, first.family);
  };
}

export interface PostOutcome {
  /** Null when the endpoint could not be reached. */
  status: number | null;
  /** The first 500 characters of the answer, or why it could not be reached. */
  excerpt: string;
  durationMs: number;
}

const EXCERPT_CHARS = 500;

/** POSTs a delivery to exactly the addresses checked, without following redirects, within the time limit. */
export function postWebhook(
  target: { url: URL; to: Resolved[] },
  headers: Record<string, string>,
  body: string,
  timeoutMs = 15_000,
): Promise<PostOutcome> {
  const started = Date.now();
  const client = target.url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    const done = (status: number | null, excerpt: string) =>
      resolve({ status, excerpt: excerpt.slice(0, EXCERPT_CHARS), durationMs: Date.now() - started });
    const request = client.request(
      target.url,
      {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        lookup: pinnedLookup(target.to),
        timeout: timeoutMs,
        agent: false,
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          if (text.length < EXCERPT_CHARS) text += chunk;
        });
        response.on('end', () => done(response.statusCode ?? null, text));
        response.on('error', (error) => done(response.statusCode ?? null, error.message));
      },
    );
    request.on('timeout', () => request.destroy(new Error(`no answer within ${timeoutMs / 1000} s`)));
    request.on('error', (error) => done(null, `could not be reached: ${error.message}`));
    request.end(body);
  });
}
