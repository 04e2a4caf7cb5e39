import { isIP } from 'node:net';

/**
 * Whether an address is on the public internet. The server fetches web addresses people give it, so
 * anything that reaches inside a network (loopback, private, link-local such as 169.254.169.254, unique
 * local, unspecified, multicast, documentation and translation ranges) is refused (SSRF).
 */
type Range = [base: number, bits: number];

const V4_BLOCKED: Range[] = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
].map(([ip, bits]) => [v4ToNumber(ip as string), bits as number]);

function v4ToNumber(ip: string): number {
  return ip.split('.').reduce((n, octet) => n * 256 + Number(octet), 0);
}

function inV4Range(value: number, [base, bits]: Range): boolean {
  const size = 2 ** (32 - bits);
  return Math.floor(value / size) === Math.floor(base / size);
}

export function isPublicIPv4(ip: string): boolean {
  const value = v4ToNumber(ip);
  return !V4_BLOCKED.some((range) => inV4Range(value, range));
}

/** Eight 16-bit groups; an embedded dotted quad at the end is folded into the last two. */
export function expandIPv6(ip: string): number[] {
  let text = ip.toLowerCase().replace(/%.*$/, '');
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const v = v4ToNumber(dotted[1] as string);
    text = `${text.slice(0, -(dotted[1] as string).length)}${(v >>> 16).toString(16)}:${(v & 0xffff).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const fill = tail === undefined ? [] : new Array<string>(8 - headGroups.length - tailGroups.length).fill('0');
  return [...headGroups, ...fill, ...tailGroups].map((g) => Number.parseInt(g || '0', 16));
}

function embeddedV4(groups: number[], at: number): string {
  const high = groups[at] as number;
  const low = groups[at + 1] as number;
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
}

export function isPublicIPv6(ip: string): boolean {
  const g = expandIPv6(ip);
  const zeros = (from: number, to: number) => g.slice(from, to).every((x) => x === 0);
  // IPv4-mapped (::ffff:a.b.c.d) and IPv4-compatible (::a.b.c.d): judged as the IPv4 address they carry.
  if (zeros(0, 5) && g[5] === 0xffff) return isPublicIPv4(embeddedV4(g, 6));
  if (zeros(0, 6)) return !zeros(6, 8) && !(g[6] === 0 && g[7] === 1) && isPublicIPv4(embeddedV4(g, 6));
  // NAT64 (64:ff9b::/96) and 6to4 (2002::/16) reach an IPv4 address too.
  if (g[0] === 0x64 && g[1] === 0xff9b && zeros(2, 6)) return isPublicIPv4(embeddedV4(g, 6));
  if (g[0] === 0x2002) return isPublicIPv4(embeddedV4(g, 1));
  const first = g[0] as number;
  // Only global unicast (2000::/3) is public; inside it, the IETF special ranges are not
  // (2001::/23 holds Teredo and benchmarking; 2001:db8::/32 is documentation).
  if ((first & 0xe000) !== 0x2000) return false;
  if (first === 0x2001 && ((g[1] as number) < 0x200 || g[1] === 0xdb8)) return false;
  return true;
}

export function isPublicAddress(ip: string): boolean {
  const family = isIP(ip);
  if (family === 4) return isPublicIPv4(ip);
  if (family === 6) return isPublicIPv6(ip);
  return false;
}
