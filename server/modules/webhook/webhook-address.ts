import { lookup } from 'node:dns/promises';
import type { LookupFunction } from 'node:net';
import { BlockList, isIP } from 'node:net';
import { REFUSALS, webhookHostUnknown } from '../../../shared/refusals';

const blockList = (family: 'ipv4' | 'ipv6', ranges: readonly (readonly [string, number])[]) => {
  const list = new BlockList();
  for (const [network, prefix] of ranges) list.addSubnet(network, prefix, family);
  return list;
};

/**
 * Addresses a webhook may never reach unless WEBHOOK_ALLOW_PRIVATE is set: whoever may add a
 * webhook must not make the server call into its own network (request forgery), read a cloud's
 * metadata service (169.254.169.254, fd00:ec2::254) or anything behind the firewall. Every block of
 * IANA's IPv4 and IPv6 special-purpose registries is refused, also the few the registries call
 * globally reachable (anycast for protocols, AS112): none of them is a webhook's receiver.
 * `webhook-address.test.ts` goes through the registries block by block.
 */
const FORBIDDEN_V4 = blockList('ipv4', [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12],
  ['192.0.0.0', 24], // IETF protocol assignments: DS-Lite, NAT64 discovery, PCP and TURN anycast
  ['192.0.2.0', 24], // documentation
  ['192.31.196.0', 24], // AS112
  ['192.52.193.0', 24], // AMT
  ['192.88.99.0', 24], // the old 6to4 relays, 6a44
  ['192.168.0.0', 16],
  ['192.175.48.0', 24], // AS112 direct delegation
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 3], // multicast and reserved, up to 255.255.255.255
]);

/**
 * Only global unicast (2000::/3) is the internet: everything outside it is refused, which takes in
 * the unspecified and loopback addresses, IPv4-compatible (::a.b.c.d) and IPv4-mapped addresses,
 * NAT64 (64:ff9b::/96) and its local use (64:ff9b:1::/48), discard-only 100::/64, SRv6 5f00::/16,
 * unique-local, link-local and multicast.
 */
const GLOBAL_UNICAST = blockList('ipv6', [['2000::', 3]]);

/** The registry's blocks inside global unicast. */
const FORBIDDEN_V6 = blockList('ipv6', [
  ['2001::', 23], // IETF protocol assignments, Teredo 2001::/32 (which embeds an IPv4 address) among them
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4 embeds an IPv4 address
  ['2620:4f:8000::', 48], // AS112 direct delegation
  ['3fff::', 20], // documentation
]);

const IPV4_MAPPED = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i;

/** An IPv4-mapped IPv6 address (::ffff:8.8.8.8) is judged as the IPv4 address it is; what is no address is refused. */
export function isForbiddenAddress(address: string): boolean {
  const mapped = IPV4_MAPPED.exec(address)?.[1];
  if (mapped) return isForbiddenAddress(mapped);
  if (isIP(address) === 4) return FORBIDDEN_V4.check(address, 'ipv4');
  if (isIP(address) === 6) return !GLOBAL_UNICAST.check(address, 'ipv6') || FORBIDDEN_V6.check(address, 'ipv6');
  return true;
}

export class RefusedAddress extends Error {}

/** Every address the name resolves to, refused as a whole if any of them is off limits. */
async function allowedAddresses(hostname: string, allowPrivate: boolean): Promise<{ address: string; family: number }[]> {
  let addresses: { address: string; family: number }[];
  try {
    addresses = await lookup(hostname.replace(/^\[|\]$/g, ''), { all: true });
  } catch {
    throw new RefusedAddress(webhookHostUnknown(hostname));
  }
  if (!allowPrivate && addresses.some(({ address }) => isForbiddenAddress(address))) throw new RefusedAddress(REFUSALS.webhookPrivate);
  return addresses;
}

/**
 * Whether a webhook may call `url`: https (http only with WEBHOOK_ALLOW_PRIVATE, for tests and
 * development) at a name that resolves only to public addresses. Asked when a webhook is made, with
 * the Danish reason as the 400's message; the sender asks again at every connection (below), as a
 * name may resolve elsewhere by then.
 */
export async function checkWebhookUrl(url: string, allowPrivate: boolean): Promise<void> {
  const { protocol, hostname } = new URL(url);
  if (protocol !== 'https:' && !(allowPrivate && protocol === 'http:')) throw new RefusedAddress(REFUSALS.webhookNotHttps);
  await allowedAddresses(hostname, allowPrivate);
}

/**
 * The DNS lookup a delivery's connection makes, refusing what checkWebhookUrl refuses: the address
 * checked is the address connected to, so a name that answers a public address to the check and
 * 127.0.0.1 to the connection (DNS rebinding) gets nowhere.
 */
export function checkedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    allowedAddresses(hostname, allowPrivate).then(
      (addresses) => {
        const family = options.family === 'IPv4' ? 4 : options.family === 'IPv6' ? 6 : options.family;
        const wanted = family ? addresses.filter((address) => address.family === family) : addresses;
        if (options.all) callback(null, wanted);
        else if (wanted[0]) callback(null, wanted[0].address, wanted[0].family);
        else callback(Object.assign(new Error(`no address for ${hostname}`), { code: 'ENOTFOUND' }), '', 0);
      },
      (error: Error) => callback(Object.assign(error, { code: 'EREFUSED' }), '', 0),
    );
  };
}
