import { describe, expect, it } from 'vitest';
import { listenerAddress, listenerHash } from './listener';

describe('listenerAddress', () => {
  it.each([
    ['203.0.113.9', '203.0.113.9'],
    ['::ffff:203.0.113.9', '203.0.113.9'],
    ['2001:db8:1:2:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002::1', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    [undefined, ''],
  ])('%s → %s', (ip, expected) => {
    expect(listenerAddress(ip)).toBe(expected);
  });
});

describe('listenerHash', () => {
  const salt = Buffer.from('one salt');
  it('is the same for one /64 and user agent, and differs otherwise', () => {
    const a = listenerHash('2001:db8:1:2::1', 'Overcast/3.0', salt);
    expect(listenerHash('2001:db8:1:2:ffff::9', 'Overcast/3.0', salt)).toBe(a);
    expect(listenerHash('2001:db8:1:3::1', 'Overcast/3.0', salt)).not.toBe(a);
    expect(listenerHash('2001:db8:1:2::1', 'Castro/2023', salt)).not.toBe(a);
    expect(listenerHash('2001:db8:1:2::1', 'Overcast/3.0', Buffer.from('another salt'))).not.toBe(a);
    expect(a).not.toContain('2001');
  });
});
