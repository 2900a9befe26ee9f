import type { Config } from '../config.ts';

/** Addresses that mean "every interface": not somewhere a link can point. */
const WILDCARD_HOSTS = new Set(['0.0.0.0', '::', '[::]']);

/**
 * The origin of every link the server writes into an email, a webhook or a CRM note. It comes
 * from the server's own configuration, never from the request: a client chooses the Host
 * header, and a link to its origin in an advisor's inbox is a phishing link with our name on
 * it. Without PUBLIC_URL the links point at the address and port the server listens on, which
 * is right for a trial on one computer and plainly wrong (not dangerous) anywhere else.
 */
export function linkOrigin(config: Pick<Config, 'publicUrl' | 'host' | 'port'>): string {
  if (config.publicUrl) return config.publicUrl;
  const host = WILDCARD_HOSTS.has(config.host) ? 'localhost' : config.host;
  return `http://${host.includes(':') && !host.startsWith('[') ? `[${host}]` : host}:${config.port}`;
}
