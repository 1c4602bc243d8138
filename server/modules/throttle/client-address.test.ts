import { describe, expect, it } from 'vitest';
import { clientAddressKey } from './client-address';

describe('clientAddressKey (what the throttles count a client as)', () => {
  it.each([
    ['192.0.2.1', '192.0.2.1'],
    ['::ffff:192.0.2.1', '192.0.2.1'],
    ['::FFFF:C000:0201', '192.0.2.1'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:0DB8:0001:0002:ffff:ffff:ffff:ffff', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['64:ff9b::192.0.2.1', '64:ff9b:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['ikke en adresse', 'ikke en adresse'],
  ])('counts %s as %s', (address, key) => {
    expect(clientAddressKey(address)).toBe(key);
  });
});
