import { describe, expect, it } from 'vitest';
import { clientAddressKey } from './client-address.ts';

describe('clientAddressKey', () => {
  it('counts an IPv4 address as itself', () => {
    expect(clientAddressKey('198.51.100.7')).toBe('198.51.100.7');
  });

  it('counts an IPv4 address mapped into IPv6 as the IPv4 address', () => {
    expect(clientAddressKey('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(clientAddressKey('::FFFF:198.51.100.7')).toBe('198.51.100.7');
  });

  it('counts every address of one IPv6 /64 as one client, however it is written', () => {
    const keys = [
      '2001:db8:1:2::1',
      '2001:db8:1:2:ffff:ffff:ffff:ffff',
      '2001:0DB8:0001:0002:0000:0000:0000:0042',
      '2001:db8:1:2::192.0.2.1',
      'fe80::1%eth0'.replace('fe80::', '2001:db8:1:2::'),
    ].map(clientAddressKey);
    expect(new Set(keys)).toEqual(new Set(['2001:db8:1:2::/64']));
  });

  it('counts addresses of different /64s apart', () => {
    expect(clientAddressKey('2001:db8:1:2::1')).not.toBe(clientAddressKey('2001:db8:1:3::1'));
    expect(clientAddressKey('::1')).toBe('0:0:0:0::/64');
  });

  it('keeps a value that is not an address as it is', () => {
    expect(clientAddressKey('test-client')).toBe('test-client');
  });
});
