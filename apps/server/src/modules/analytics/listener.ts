import { createHmac } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';

/**
 * IAB v2.2 identifies a listener by IP address and user agent. IPv6 clients rotate addresses inside their
 * /64, so only the first four groups are kept; an IPv4-mapped IPv6 address is read as the IPv4 it carries.
 */
export function listenerAddress(ip: string | undefined): string {
  const bare = (ip ?? '')
    .trim()
    .replace(/^\[|\]$/g, '')
    .replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare);
  if (mapped?.[1]) return mapped[1];
  if (isIPv4(bare)) return bare;
  if (!isIPv6(bare)) return bare;
  return `${expandIPv6(bare).slice(0, 4).join(':')}::/64`;
}

/**
 * Only this salted hash is stored: neither the address nor the user agent can be read back from it. It is
 * `<address part>.<listener part>`: the first part (the address alone, hashed) lets the counter cap how many
 * listeners one address may be (download-rules.ts), without keeping the address.
 */
export function listenerHash(ip: string | undefined, userAgent: string, salt: Buffer): string {
  const listener = createHmac('sha256', salt)
    .update(`${listenerAddress(ip)}\n${userAgent.trim()}`)
    .digest('base64url');
  return `${addressHashOf(ip, salt)}.${listener}`;
}

/** The address part of a listener hash, with its dot: every listener behind one address shares it. */
export function addressPrefix(listenerHash: string): string {
  const dot = listenerHash.indexOf('.');
  return dot < 0 ? `${listenerHash}.` : listenerHash.slice(0, dot + 1);
}

function addressHashOf(ip: string | undefined, salt: Buffer): string {
  return createHmac('sha256', salt)
    .update(`address\n${listenerAddress(ip)}`)
    .digest('base64url')
    .slice(0, 16);
}

function expandIPv6(address: string): string[] {
  let text = address.toLowerCase();
  // A trailing dotted quad (::ffff:1.2.3.4 forms other than the mapped one) becomes two groups.
  const quad = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (quad) {
    const [a, b, c, d] = quad.slice(1).map(Number) as [number, number, number, number];
    text = text.replace(quad[0], `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`);
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const middle = tail === undefined ? [] : Array(8 - left.length - right.length).fill('0');
  return [...left, ...middle, ...right].map((group) => group.replace(/^0+(?=.)/, ''));
}
