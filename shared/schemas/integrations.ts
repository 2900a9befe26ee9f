import * as v from 'valibot';
import { ACTIVITY_EVENTS, CRM_PROVIDERS, type CrmProvider } from '../api/integrations.ts';
import { URL_MAX_LENGTH } from '../constants/limits.ts';
import { formObject } from './fields.ts';
import { oneLine } from './text.ts';

/** Request schemas of shared/api/integrations.ts (the endpoints are listed there). */

export const crmProviderSchema = v.picklist(
  CRM_PROVIDERS,
  `The CRM must be one of ${CRM_PROVIDERS.join(', ')}`,
);

/** Trimmed text that must not be empty, at most `max` characters. */
const requiredText = (required: string, max: number, tooLong: string) =>
  v.pipe(
    v.string(required),
    v.trim(),
    v.minLength(1, required),
    v.maxLength(max, tooLong),
    oneLine(),
  );

/** A pasted key or token: trimmed, one line of printable ASCII, bounded. */
const secretField = (required: string) =>
  v.pipe(
    requiredText(required, 2000, 'This is longer than any key the CRM issues'),
    v.regex(/^[\x21-\x7e]+$/, 'Paste the key exactly as the CRM shows it (no spaces)'),
  );

/**
 * Salesforce answers at the org's own domain (the `instance_url` of its OAuth response), e.g.
 * https://acme.my.salesforce.com. Only the origin is kept.
 */
const instanceUrlField = v.pipe(
  requiredText(
    'Please enter your Salesforce instance URL',
    URL_MAX_LENGTH,
    'Please enter a valid URL',
  ),
  v.check((value) => {
    try {
      return /^https?:$/.test(new URL(value).protocol);
    } catch {
      return false;
    }
  }, 'Please enter a URL such as https://yourfirm.my.salesforce.com'),
  v.transform((value) => new URL(value).origin),
);

/** PUT /api/integrations/connections/redtail */
export const connectRedtailSchema = formObject({
  apiKey: secretField('Please enter the Redtail API key'),
  userKey: secretField('Please enter the Redtail user key'),
});

/** PUT /api/integrations/connections/wealthbox (a personal API access token). */
export const connectWealthboxSchema = formObject({
  accessToken: secretField('Please enter the Wealthbox access token'),
});

const optionalSecret = (name: string) => v.optional(secretField(`Please enter the ${name}`));

/**
 * PUT /api/integrations/connections/salesforce: an OAuth 2.0 access token and its instance.
 * Access tokens expire with the org's session timeout; with the optional refresh token and the
 * connected app's client id and secret (all three or none), the server gets a new access token
 * when the old one is refused, instead of marking the connection broken.
 */
export const connectSalesforceSchema = v.pipe(
  formObject({
    instanceUrl: instanceUrlField,
    accessToken: secretField('Please enter the Salesforce access token'),
    refreshToken: optionalSecret('Salesforce refresh token'),
    clientId: optionalSecret('connected app’s consumer key'),
    clientSecret: optionalSecret('connected app’s consumer secret'),
  }),
  v.check(
    (input) =>
      [input.refreshToken, input.clientId, input.clientSecret].every((x) => x === undefined) ||
      [input.refreshToken, input.clientId, input.clientSecret].every((x) => x !== undefined),
    'Give the refresh token, consumer key and consumer secret together, or none of them',
  ),
);

export const CONNECT_SCHEMAS = {
  redtail: connectRedtailSchema,
  wealthbox: connectWealthboxSchema,
  salesforce: connectSalesforceSchema,
} as const;

export type ConnectCrmOutput<P extends CrmProvider> = v.InferOutput<(typeof CONNECT_SCHEMAS)[P]>;
export type ConnectCrmInput<P extends CrmProvider> = v.InferInput<(typeof CONNECT_SCHEMAS)[P]>;

/** The credentials of any provider, as the server keeps them (encrypted). */
export type CrmCredentials = {
  [P in CrmProvider]: { provider: P } & ConnectCrmOutput<P>;
}[CrmProvider];

/** GET /api/integrations/connections/:provider/contacts?q= */
export const contactSearchQuerySchema = v.strictObject(
  {
    q: requiredText('Type part of the client’s name', 100, 'Search is too long'),
  },
  'This parameter is not accepted',
);

/** PATCH /api/videos/:id/crm: link a contact, or `contact: null` to clear the link. */
export const videoCrmLinkSchema = formObject({
  contact: v.nullable(
    v.strictObject(
      {
        provider: crmProviderSchema,
        contactId: v.pipe(
          v.string('contactId must be the CRM’s id of the contact'),
          v.trim(),
          v.regex(/^[A-Za-z0-9_-]{1,64}$/, 'contactId must be the CRM’s id of the contact'),
        ),
        displayName: requiredText(
          'displayName must be the contact’s name',
          200,
          'displayName is too long',
        ),
      },
      'Pick a contact, or send null to clear the link',
    ),
  ),
});
export type VideoCrmLinkOutput = v.InferOutput<typeof videoCrmLinkSchema>;

/**
 * POST /api/integrations/webhooks. HTTPS only unless the server allows plain HTTP for testing
 * on a private network (OUTBOUND_ALLOW_HTTP); the server checks that part and where the host
 * resolves. `events` defaults to all of them.
 */
export const createWebhookSchema = formObject({
  url: v.pipe(
    requiredText('Please enter the endpoint’s URL', URL_MAX_LENGTH, 'Please enter a valid URL'),
    v.check((value) => {
      try {
        const url = new URL(value);
        return /^https?:$/.test(url.protocol) && url.username === '' && url.password === '';
      } catch {
        return false;
      }
    }, 'Please enter a URL such as https://example.com/briefcast-hook'),
  ),
  events: v.optional(
    v.pipe(
      v.array(
        v.picklist(ACTIVITY_EVENTS, `Events must be among ${ACTIVITY_EVENTS.join(', ')}`),
        'events must be a list',
      ),
      v.minLength(1, 'Pick at least one event'),
      v.transform((events) => [...new Set(events)]),
    ),
    () => [...ACTIVITY_EVENTS],
  ),
});
export type CreateWebhookOutput = v.InferOutput<typeof createWebhookSchema>;
