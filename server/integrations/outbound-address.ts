import net from 'node:net';
import type { OutboundPolicy } from './config.ts';

/**
 * Addresses an outgoing request must not reach unless the operator allows it: this machine,
 * the firm's private networks, cloud metadata (169.254.169.254), carrier-grade NAT, and their
 * IPv6 forms. A request there would let whoever controls a CRM URL or webhook URL probe or
 * call services that were never meant to face the internet.
 */
// Two lists: Node's BlockList also tests an IPv4 address against IPv6 rules in its mapped
// form, so '::ffff:0:0/96' in a shared list would refuse every IPv4 address.
const BLOCKED_V4 = new net.BlockList();
const BLOCKED_V6 = new net.BlockList();
for (const [address, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, incl. cloud metadata
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved and broadcast
] as const) {
  BLOCKED_V4.addSubnet(address, prefix, 'ipv4');
}
for (const [address, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['::', 96], // IPv4-compatible (deprecated)
  ['::ffff:0:0', 96], // IPv4-mapped: a public host is always reachable by its plain IPv4
  ['64:ff9b::', 96], // NAT64: would reach any IPv4, private ones included
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
] as const) {
  BLOCKED_V6.addSubnet(address, prefix, 'ipv6');
}

/** Whether an IP address (no brackets) is one of the refused kinds. */
export function isPrivateAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 0) return true; // not an address at all: refuse rather than guess
  return family === 4 ? BLOCKED_V4.check(address, 'ipv4') : BLOCKED_V6.check(address, 'ipv6');
}

/** Whether `host` (as named in the URL) may be reached at `address` under `policy`. */
export function mayConnect(policy: OutboundPolicy, host: string, address: string): boolean {
  if (policy.allowPrivate || policy.allowedHosts.includes(host.toLowerCase())) return true;
  return !isPrivateAddress(address);
}
