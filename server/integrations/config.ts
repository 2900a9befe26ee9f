import * as v from 'valibot';
import { booleanEnv } from '../config-fields.ts';

const apiBase = v.pipe(
  v.string(),
  v.url('must be a URL such as https://api.example.com/v1'),
  v.check((value) => /^https?:\/\//.test(value), 'must start with http:// or https://'),
  v.transform((value) => value.replace(/\/+$/, '')),
);

/** The environment variables of CRM connections, webhooks and outbound requests. */
export const integrationsEnv = {
  /**
   * 32 random bytes, base64 (`openssl rand -base64 32`): the AES-256-GCM key of stored CRM
   * credentials and webhook secrets. Unset: connecting a CRM or adding a webhook is refused.
   */
  INTEGRATIONS_KEY: v.optional(
    v.pipe(
      v.string(),
      v.check(
        (value) =>
          /^[A-Za-z0-9+/]+={0,2}$/.test(value) && Buffer.from(value, 'base64').length === 32,
        'must be 32 bytes in base64, e.g. the output of openssl rand -base64 32',
      ),
    ),
  ),
  /**
   * Lets outgoing requests reach loopback and private addresses (a CRM or webhook receiver on
   * the firm's own network, or a test). Off: those are refused, so a pasted URL cannot make
   * the server call its own network (server-side request forgery).
   */
  OUTBOUND_ALLOW_PRIVATE: v.optional(booleanEnv, 'false'),
  /** Host names (comma-separated) allowed even when they resolve to a private address. */
  OUTBOUND_ALLOWED_HOSTS: v.optional(v.string(), ''),
  /** Lets webhooks and a Salesforce instance use plain http:// (private testing only). */
  OUTBOUND_ALLOW_HTTP: v.optional(booleanEnv, 'false'),
  /** Where the vendors' APIs answer; changed only to point at a stand-in (tests, sandboxes). */
  REDTAIL_API_URL: v.optional(apiBase, 'https://smf.crm3.redtailtechnology.com/api/public/v1'),
  WEALTHBOX_API_URL: v.optional(apiBase, 'https://api.crmworkspace.com/v1'),
};

type IntegrationsEnv = v.InferOutput<v.ObjectSchema<typeof integrationsEnv, undefined>>;

/** Which outgoing requests are allowed (server/integrations/safe-fetch.ts). */
export interface OutboundPolicy {
  allowPrivate: boolean;
  /** Lower-case host names exempt from the private-address refusal. */
  allowedHosts: readonly string[];
  allowHttp: boolean;
}

export interface IntegrationsConfig {
  /** Undefined: the server cannot store credentials, so nothing can be connected. */
  key: Buffer | undefined;
  outbound: OutboundPolicy;
  redtailApiUrl: string;
  wealthboxApiUrl: string;
}

export function integrationsConfigOf(out: IntegrationsEnv): IntegrationsConfig {
  return {
    key: out.INTEGRATIONS_KEY ? Buffer.from(out.INTEGRATIONS_KEY, 'base64') : undefined,
    outbound: {
      allowPrivate: out.OUTBOUND_ALLOW_PRIVATE,
      allowedHosts: out.OUTBOUND_ALLOWED_HOSTS.split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
      allowHttp: out.OUTBOUND_ALLOW_HTTP,
    },
    redtailApiUrl: out.REDTAIL_API_URL,
    wealthboxApiUrl: out.WEALTHBOX_API_URL,
  };
}
