import { describe, expect, it } from 'vitest';
import { clientNetwork } from './client-network.ts';

describe('clientNetwork: the subject of a per-address limit', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['::FFFF:10.0.0.1', '10.0.0.1'],
    ['2001:db8:1:2:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002::1', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['64:ff9b::192.0.2.33', '64:ff9b:0:0::/64'],
    ['not an address', 'not an address'],
  ])('%s counts as %s', (ip, subject) => {
    expect(clientNetwork(ip)).toBe(subject);
  });

  it('groups two addresses of one /64 and parts two /64s', () => {
    expect(clientNetwork('2a01:5ec0:1000:7::1')).toBe(clientNetwork('2a01:5ec0:1000:7:ffff:1:2:3'));
    expect(clientNetwork('2a01:5ec0:1000:7::1')).not.toBe(clientNetwork('2a01:5ec0:1000:8::1'));
  });
});
