import { lookup } from 'node:dns/promises';
import type { LookupFunction } from 'node:net';
import { BlockList, isIP } from 'node:net';
import { REFUSALS, webhookHostUnknown } from '../../../shared/refusals';

/**
 * Addresses a webhook may never reach unless WEBHOOK_ALLOW_PRIVATE is set: whoever may add a
 * webhook must not make the server call into its own network (request forgery), read a cloud's
 * metadata service (169.254.169.254, fd00:ec2::254) or anything behind the firewall.
 */
const FORBIDDEN = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3], // multicast and reserved, up to 255.255.255.255
] as const) {
  FORBIDDEN.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 127], // unspecified and loopback
  ['64:ff9b::', 96], // NAT64 translates to any IPv4 address
  ['2002::', 16], // 6to4 embeds an IPv4 address too
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
] as const) {
  FORBIDDEN.addSubnet(network, prefix, 'ipv6');
}

const IPV4_MAPPED = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i;

/** An IPv4-mapped IPv6 address (::ffff:127.0.0.1) is judged as the IPv4 address it is. */
export function isForbiddenAddress(address: string): boolean {
  const mapped = IPV4_MAPPED.exec(address)?.[1];
  if (mapped) return isForbiddenAddress(mapped);
  if (/^::ffff:/i.test(address)) return true;
  return FORBIDDEN.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
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
