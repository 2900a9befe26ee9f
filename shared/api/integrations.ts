/**
 * The API contract of CRM connections, client links, CRM note deliveries and webhooks
 * (a CRM note per video sent, signed webhooks per event). Everything lives under the signed-in advisor: connections and webhooks are per
 * advisor (Briefcast has no firm account; each advisor connects their own CRM user and
 * registers their own endpoints). Another advisor's video or webhook id is a 404.
 *
 * Endpoints (all JSON; request bodies are the valibot schemas in shared/schemas/integrations.ts):
 *
 * GET    /api/integrations                                  -> IntegrationsResponse
 *        Every provider's connection (a not-connected one too) and whether the server can store
 *        credentials at all (INTEGRATIONS_KEY set).
 * PUT    /api/integrations/connections/:provider            body CONNECT_SCHEMAS[provider]
 *        -> ConnectionResponse. Saves (or replaces) the credentials, encrypted; does not call
 *        the CRM (use the test endpoint). 409 CONFLICT when the server has no INTEGRATIONS_KEY.
 *        Salesforce may also take a refresh token with its connected app's consumer key and
 *        secret: the server then renews an expired access token itself.
 * POST   /api/integrations/connections/:provider/test       -> ConnectionTestResponse
 *        Calls one cheap authenticated endpoint of the CRM. `ok: false` with a message when the
 *        CRM refuses or cannot be reached (still a 200). A refusal (401/403) marks it broken, a
 *        success marks it connected again. 404 when the provider is not connected.
 * DELETE /api/integrations/connections/:provider            -> 204. Forgets the credentials;
 *        pending notes to that CRM fail with "not connected".
 * GET    /api/integrations/connections/:provider/contacts?q=<text>  -> ContactSearchResponse
 *        Searches the CRM's contacts by name (q: 1-100 chars), following the CRM's pages up to
 *        CONTACT_SEARCH_MAX_RESULTS. 502 CRM_UNAVAILABLE with a message when the CRM fails or
 *        refuses (a refusal also marks the connection broken).
 *
 * GET    /api/videos/:id/crm                                -> VideoCrmResponse
 *        The video's linked contact and its note deliveries, newest first.
 * PATCH  /api/videos/:id/crm                                body videoCrmLinkSchema
 *        -> VideoCrmResponse. Sets the link (`contact`) or clears it (`contact: null`). Linking
 *        queues the "sent" note for the contact (the video was sent when it was created; the
 *        preview screen keeps its choice and PATCHes it right after POST /api/videos).
 *
 * GET    /api/integrations/webhooks                         -> WebhooksResponse
 * POST   /api/integrations/webhooks                         body createWebhookSchema
 *        -> 201 CreatedWebhookResponse: the signing secret, shown this once only.
 * DELETE /api/integrations/webhooks/:id                     -> 204
 * GET    /api/integrations/webhooks/:id/deliveries          -> WebhookDeliveriesResponse
 *        The latest WEBHOOK_DELIVERIES_LISTED deliveries, newest first.
 *
 * Webhook requests: POST, JSON body WebhookPayload, headers `Content-Type: application/json`,
 * `Briefcast-Event: <event>`, `Briefcast-Delivery: <delivery id>` and
 * `Briefcast-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`.
 * A receiver recomputes the HMAC over the raw body, compares in constant time, and refuses a
 * `t` more than WEBHOOK_TOLERANCE_SECONDS from its clock (a replayed old delivery).
 * server/integrations/webhook-signature.ts exports `verifyWebhookSignature` doing exactly that.
 */

/** The CRMs Briefcast writes notes to. */
export const CRM_PROVIDERS = ['redtail', 'wealthbox', 'salesforce'] as const;
export type CrmProvider = (typeof CRM_PROVIDERS)[number];

export const CRM_PROVIDER_LABELS: Record<CrmProvider, string> = {
  redtail: 'Redtail CRM',
  wealthbox: 'Wealthbox',
  salesforce: 'Salesforce',
};

/** What happened to a video that a note or webhook reports. */
export const ACTIVITY_EVENTS = [
  'video.sent',
  'video.first_viewed',
  'video.completed',
  'video.commented',
] as const;
export type ActivityEvent = (typeof ACTIVITY_EVENTS)[number];

export const ACTIVITY_EVENT_LABELS: Record<ActivityEvent, string> = {
  'video.sent': 'Video sent',
  'video.first_viewed': 'First viewed',
  'video.completed': 'Watched to the end',
  'video.commented': 'Comment received',
};

/**
 * `not_connected`: no credentials saved. `connected`: saved, and the CRM has not refused them.
 * `broken`: the CRM refused them (401/403) on a test or a note; reconnect to mend.
 */
export type ConnectionStatus = 'not_connected' | 'connected' | 'broken';

/** A connection as the browser sees it: never a credential, only masked hints. */
export interface ConnectionView {
  provider: CrmProvider;
  label: string;
  status: ConnectionStatus;
  /**
   * The last four characters of each saved secret, e.g. `{ apiKey: '••••1234' }`; for
   * Salesforce also `instanceUrl` in full (it is not a secret). Empty when not connected.
   */
  hints: Record<string, string>;
  /** ISO-8601 UTC; null when not connected. */
  connectedAt: string | null;
  /** Why it is broken, in words for the advisor; null otherwise. */
  brokenReason: string | null;
  /** The last test or note that reached the CRM (ISO-8601 UTC), if any. */
  lastCheckedAt: string | null;
}

export interface IntegrationsResponse {
  connections: ConnectionView[];
}

export interface ConnectionResponse {
  connection: ConnectionView;
}

export interface ConnectionTestResponse {
  ok: boolean;
  /** "Connected to Wealthbox as Jane Advisor." or why it failed. */
  message: string;
  connection: ConnectionView;
}

/** Most contacts one search returns, however many pages the CRM splits them into. */
export const CONTACT_SEARCH_MAX_RESULTS = 100;

/** One contact from a CRM search. */
export interface CrmContact {
  provider: CrmProvider;
  /** The CRM's own id (Redtail and Wealthbox numbers as strings; a Salesforce 18-char id). */
  contactId: string;
  displayName: string;
  /** An email address to tell namesakes apart, when the CRM has one. */
  email: string | null;
}

export interface ContactSearchResponse {
  contacts: CrmContact[];
  /** True when there were more matches than CONTACT_SEARCH_MAX_RESULTS. */
  truncated: boolean;
}

/** The CRM contact a video is linked to. */
export interface VideoCrmContact {
  provider: CrmProvider;
  contactId: string;
  displayName: string;
  linkedAt: string;
}

/**
 * `pending`: queued or waiting to retry (see attempts / lastError). `delivered`: the CRM holds
 * the note. `failed`: given up (retries used up, credentials refused, or not connected).
 */
export type DeliveryState = 'pending' | 'delivered' | 'failed';

/** What a CRM note and a webhook delivery share: where it stands and how it got there. */
export interface DeliveryProgress {
  state: DeliveryState;
  attempts: number;
  /** Why the last attempt failed, in words for the advisor; null after success. */
  lastError: string | null;
  /** When the event happened (ISO-8601 UTC). */
  occurredAt: string;
  /** The last attempt (ISO-8601 UTC); null before the first. */
  lastAttemptAt: string | null;
  deliveredAt: string | null;
}

/** One note for the linked contact, as the video page lists it. */
export interface NoteDeliveryView extends DeliveryProgress {
  id: string;
  provider: CrmProvider;
  contactId: string;
  event: ActivityEvent;
  /** The note's subject, e.g. "Briefcast: Jordan first viewed “Your 2026 plan”". */
  title: string;
}

export interface VideoCrmResponse {
  contact: VideoCrmContact | null;
  notes: NoteDeliveryView[];
}

export interface WebhookView {
  id: string;
  url: string;
  events: ActivityEvent[];
  /** The secret's last four characters, '••••a1b2'; the secret itself is shown only once. */
  secretHint: string;
  createdAt: string;
}

export interface WebhooksResponse {
  webhooks: WebhookView[];
}

export interface CreatedWebhookResponse {
  webhook: WebhookView;
  /** `whsec_…`: the signing secret. Shown in this response only; store it now. */
  secret: string;
}

/** Longest part of a receiver's response body kept with a delivery. */
export const WEBHOOK_RESPONSE_BODY_KEPT = 1000;
/** How many of an endpoint's deliveries are listed. */
export const WEBHOOK_DELIVERIES_LISTED = 50;
/** A signed request older (or newer) than this is refused by a receiver as a replay. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

export interface WebhookDeliveryView extends DeliveryProgress {
  id: string;
  event: ActivityEvent;
  videoId: string;
  /** The receiver's last HTTP status; null when it was not reached. */
  responseStatus: number | null;
  /** The first WEBHOOK_RESPONSE_BODY_KEPT characters of its last response body. */
  responseBody: string | null;
}

export interface WebhookDeliveriesResponse {
  deliveries: WebhookDeliveryView[];
}

/** The JSON body of a webhook request. */
export interface WebhookPayload {
  /** The delivery's id: the same on every retry, so a receiver can drop duplicates. */
  id: string;
  event: ActivityEvent;
  occurredAt: string;
  video: { id: string; title: string; clientName: string | null; shareUrl: string };
  /** For `video.commented`: the comment's type and text. */
  comment?: { type: string; message: string };
}

/** Paths of the endpoints above, for the PWA's client. */
export const integrationsPaths = {
  overview: '/api/integrations',
  connection: (provider: CrmProvider) => `/api/integrations/connections/${provider}`,
  testConnection: (provider: CrmProvider) => `/api/integrations/connections/${provider}/test`,
  contacts: (provider: CrmProvider, q: string) =>
    `/api/integrations/connections/${provider}/contacts?q=${encodeURIComponent(q)}`,
  videoCrm: (videoId: string) => `/api/videos/${encodeURIComponent(videoId)}/crm`,
  webhooks: '/api/integrations/webhooks',
  webhook: (id: string) => `/api/integrations/webhooks/${encodeURIComponent(id)}`,
  webhookDeliveries: (id: string) =>
    `/api/integrations/webhooks/${encodeURIComponent(id)}/deliveries`,
} as const;
