import { Invalid } from '../errors/domain-errors.ts';
import type { OutboundPolicy } from './config.ts';
import { isPrivateAddress } from './outbound-address.ts';

/** What the person is told when a URL they typed is refused. */
export interface OutboundUrlMessages {
  scheme: string;
  address: string;
}

/**
 * A URL an advisor types for the server to call later (a webhook endpoint, a Salesforce
 * instance), checked when it is saved: https (http only where the operator allows it), and
 * not a literal private address or a localhost name, so such a URL is refused with a 400
 * instead of being saved as "connected". A name that resolves to a private address is refused
 * when it is called, where changing the DNS record after saving cannot dodge the check.
 */
export function checkedOutboundUrl(
  policy: OutboundPolicy,
  raw: string,
  messages: OutboundUrlMessages,
): URL {
  const url = new URL(raw);
  if (url.protocol !== 'https:' && !policy.allowHttp) throw new Invalid(messages.scheme);
  // A trailing dot names the same host (`localhost.` is localhost), so it is dropped first.
  const host = url.hostname
    .replace(/^\[|\]$/g, '')
    .replace(/\.+$/, '')
    .toLowerCase();
  if (policy.allowPrivate || policy.allowedHosts.includes(host)) return url;
  const literal = /^[\d.]+$|:/.test(host);
  const local = host === 'localhost' || host.endsWith('.localhost');
  if ((literal && isPrivateAddress(host)) || local) throw new Invalid(messages.address);
  return url;
}
