import { isIPv6 } from 'node:net';

/** Groups of an IPv6 address that name its /64 network. */
const IPV6_NETWORK_GROUPS = 4;

function expandIpv6(address: string): string[] {
  const [head = '', tail] = address.split('::');
  const headGroups = head === '' ? [] : head.split(':');
  const tailGroups = tail === undefined || tail === '' ? [] : tail.split(':');
  const missing = 8 - headGroups.length - tailGroups.length;
  return [...headGroups, ...Array<string>(Math.max(missing, 0)).fill('0'), ...tailGroups];
}

/**
 * Who counts as one recipient of a video, from the address a visit came from: an IPv4 address
 * as it is, an IPv4-mapped IPv6 address as its IPv4 one, and any other IPv6 address by its /64
 * network, which one subscriber is given whole.
 */
export function recipientOf(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1] ?? address;
  if (!isIPv6(address)) return address;
  const groups = expandIpv6(address.toLowerCase())
    .slice(0, IPV6_NETWORK_GROUPS)
    .map((group) => group.replace(/^0+(?=.)/, ''));
  return `${groups.join(':')}::/64`;
}
