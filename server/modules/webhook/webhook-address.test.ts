import { describe, expect, it } from 'vitest';
import { isForbiddenAddress } from './webhook-address';

/**
 * Every block of IANA's IPv4 and IPv6 Special-Purpose Address Registries (as of 2025, with the
 * IPv4-compatible addresses RFC 4291 deprecated), by its first and last address. None may be a
 * webhook's target, also those the registries call globally reachable.
 */
const SPECIAL_PURPOSE: [block: string, first: string, last: string][] = [
  // IPv4
  ['0.0.0.0/8 this network', '0.0.0.0', '0.255.255.255'],
  ['10.0.0.0/8 private use', '10.0.0.0', '10.255.255.255'],
  ['100.64.0.0/10 shared address space', '100.64.0.0', '100.127.255.255'],
  ['127.0.0.0/8 loopback', '127.0.0.0', '127.255.255.255'],
  ['169.254.0.0/16 link-local', '169.254.0.0', '169.254.255.255'],
  ['172.16.0.0/12 private use', '172.16.0.0', '172.31.255.255'],
  ['192.0.0.0/24 IETF protocol assignments', '192.0.0.0', '192.0.0.255'],
  ['192.0.0.0/29 IPv4 service continuity prefix', '192.0.0.0', '192.0.0.7'],
  ['192.0.0.8/32 IPv4 dummy address', '192.0.0.8', '192.0.0.8'],
  ['192.0.0.9/32 port control protocol anycast', '192.0.0.9', '192.0.0.9'],
  ['192.0.0.10/32 TURN anycast', '192.0.0.10', '192.0.0.10'],
  ['192.0.0.170/32, 192.0.0.171/32 NAT64/DNS64 discovery', '192.0.0.170', '192.0.0.171'],
  ['192.0.2.0/24 documentation (TEST-NET-1)', '192.0.2.0', '192.0.2.255'],
  ['192.31.196.0/24 AS112-v4', '192.31.196.0', '192.31.196.255'],
  ['192.52.193.0/24 AMT', '192.52.193.0', '192.52.193.255'],
  ['192.88.99.0/24 deprecated 6to4 relay anycast', '192.88.99.0', '192.88.99.255'],
  ['192.88.99.2/32 6a44 relay anycast', '192.88.99.2', '192.88.99.2'],
  ['192.168.0.0/16 private use', '192.168.0.0', '192.168.255.255'],
  ['192.175.48.0/24 direct delegation AS112 service', '192.175.48.0', '192.175.48.255'],
  ['198.18.0.0/15 benchmarking', '198.18.0.0', '198.19.255.255'],
  ['198.51.100.0/24 documentation (TEST-NET-2)', '198.51.100.0', '198.51.100.255'],
  ['203.0.113.0/24 documentation (TEST-NET-3)', '203.0.113.0', '203.0.113.255'],
  ['240.0.0.0/4 reserved', '240.0.0.0', '255.255.255.254'],
  ['255.255.255.255/32 limited broadcast', '255.255.255.255', '255.255.255.255'],
  ['224.0.0.0/4 multicast (its own registry)', '224.0.0.0', '239.255.255.255'],
  // IPv6
  ['::1/128 loopback', '::1', '::1'],
  ['::/128 unspecified', '::', '::'],
  ['::/96 IPv4-compatible (deprecated)', '::7f00:1', '::ffff:ffff'],
  ['::ffff:0:0/96 IPv4-mapped, of a private address', '::ffff:127.0.0.1', '::ffff:10.255.255.255'],
  ['64:ff9b::/96 IPv4-IPv6 translation', '64:ff9b::', '64:ff9b::ffff:ffff'],
  ['64:ff9b:1::/48 IPv4-IPv6 translation, local use', '64:ff9b:1::', '64:ff9b:1:ffff:ffff:ffff:ffff:ffff'],
  ['100::/64 discard-only', '100::', '100::ffff:ffff:ffff:ffff'],
  ['100:0:0:1::/64 dummy IPv6 prefix', '100:0:0:1::', '100::1:ffff:ffff:ffff:ffff'],
  ['2001::/23 IETF protocol assignments', '2001::', '2001:1ff:ffff:ffff:ffff:ffff:ffff:ffff'],
  ['2001::/32 Teredo', '2001::', '2001:0:ffff:ffff:ffff:ffff:ffff:ffff'],
  ['2001:1::1/128 port control protocol anycast', '2001:1::1', '2001:1::1'],
  ['2001:1::2/128 TURN anycast', '2001:1::2', '2001:1::2'],
  ['2001:1::3/128 DNS-SD service registration protocol anycast', '2001:1::3', '2001:1::3'],
  ['2001:2::/48 benchmarking', '2001:2::', '2001:2:0:ffff:ffff:ffff:ffff:ffff'],
  ['2001:3::/32 AMT', '2001:3::', '2001:3:ffff:ffff:ffff:ffff:ffff:ffff'],
  ['2001:4:112::/48 AS112-v6', '2001:4:112::', '2001:4:112:ffff:ffff:ffff:ffff:ffff'],
  ['2001:10::/28 deprecated ORCHID', '2001:10::', '2001:1f:ffff:ffff:ffff:ffff:ffff:ffff'],
  ['2001:20::/28 ORCHIDv2', '2001:20::', '2001:2f:ffff:ffff:ffff:ffff:ffff:ffff'],
  ['2001:30::/28 drone remote ID entity tags', '2001:30::', '2001:3f:ffff:ffff:ffff:ffff:ffff:ffff'],
  ['2001:db8::/32 documentation', '2001:db8::', '2001:db8:ffff:ffff:ffff:ffff:ffff:ffff'],
  ['2002::/16 6to4', '2002::', '2002:ffff:ffff:ffff:ffff:ffff:ffff:ffff'],
  ['2620:4f:8000::/48 direct delegation AS112 service', '2620:4f:8000::', '2620:4f:8000:ffff:ffff:ffff:ffff:ffff'],
  ['3fff::/20 documentation', '3fff::', '3fff:fff:ffff:ffff:ffff:ffff:ffff:ffff'],
  ['5f00::/16 segment routing (SRv6) SIDs', '5f00::', '5f00:ffff:ffff:ffff:ffff:ffff:ffff:ffff'],
  ['fc00::/7 unique-local', 'fc00::', 'fdff:ffff:ffff:ffff:ffff:ffff:ffff:ffff'],
  ['fe80::/10 link-local', 'fe80::', 'febf:ffff:ffff:ffff:ffff:ffff:ffff:ffff'],
  ['ff00::/8 multicast (its own registry)', 'ff00::', 'ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff'],
];

/** Public addresses, several just beside a refused block: the guard refuses no more than it should. */
const PUBLIC = [
  '8.8.8.8',
  '1.1.1.1',
  '11.0.0.0',
  '100.128.0.0',
  '172.32.0.1',
  '192.0.1.0',
  '192.0.3.0',
  '192.169.0.0',
  '198.20.0.0',
  '223.255.255.255',
  '::ffff:8.8.8.8',
  '2001:200::1',
  '2001:db9::1',
  '2001:4860:4860::8888',
  '2003::1',
  '2606:4700:4700::1111',
  '2620:4f:8001::1',
  '2a00:1450:4001:80b::200e',
  '3fff:1000::1',
];

describe('the webhook guard’s addresses (docs/operations.md)', () => {
  it.each(SPECIAL_PURPOSE)('refuses %s, first and last address', (_block, first, last) => {
    expect(isForbiddenAddress(first)).toBe(true);
    expect(isForbiddenAddress(last)).toBe(true);
  });

  it.each(PUBLIC)('lets the public address %s through', (address) => {
    expect(isForbiddenAddress(address)).toBe(false);
  });

  it('refuses what is no address at all', () => {
    for (const address of ['', 'localhost', '256.0.0.1', 'fe80::1%eth0x']) expect(isForbiddenAddress(address)).toBe(true);
  });
});
