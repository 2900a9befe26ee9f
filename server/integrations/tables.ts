import type { Generated } from 'kysely';
import type { Timestamp } from '../db/row-kinds.ts';

/** The tables `server/integrations/` owns (server/db/table-owners.json), as Kysely sees them. */

/** An advisor's CRM connection (migration 0013); `credentials` is AES-256-GCM ciphertext. */
export interface CrmConnectionsTable {
  advisorId: string;
  provider: string;
  credentials: string;
  /** JSON: masked hints of the credentials, safe to show. */
  hints: string;
  /** 'connected' | 'broken' */
  status: string;
  brokenReason: string | null;
  brokenNotifiedAt: Timestamp | null;
  lastCheckedAt: Timestamp | null;
  connectedAt: Timestamp;
  updatedAt: Timestamp;
}

export interface VideoCrmLinksTable {
  videoId: string;
  provider: string;
  contactId: string;
  displayName: string;
  linkedAt: Timestamp;
}

/** Shared by CRM notes and webhook requests: where one delivery stands. */
export interface DeliveryStateColumns {
  event: string;
  dedupeKey: string;
  /** 'pending' | 'delivered' | 'failed' */
  state: string;
  attempts: Generated<number>;
  lastError: string | null;
  occurredAt: Timestamp;
  lastAttemptAt: Timestamp | null;
  deliveredAt: Timestamp | null;
  createdAt: Timestamp;
}

export interface CrmNoteDeliveriesTable extends DeliveryStateColumns {
  id: string;
  videoId: string;
  advisorId: string;
  provider: string;
  contactId: string;
  title: string;
  body: string;
  externalId: string | null;
}

export interface WebhooksTable {
  id: string;
  advisorId: string;
  url: string;
  /** JSON array of activity events. */
  events: string;
  /** AES-256-GCM ciphertext of the signing secret. */
  secret: string;
  secretHint: string;
  createdAt: Timestamp;
}

export interface WebhookDeliveriesTable extends DeliveryStateColumns {
  id: string;
  webhookId: string;
  videoId: string;
  /** The exact JSON body sent on every attempt. */
  payload: string;
  responseStatus: number | null;
  responseBody: string | null;
}

/** The fingerprint of the key integration secrets are sealed with (one row, id 'firm'). */
export interface IntegrationsKeyCheckTable {
  id: string;
  fingerprint: string;
  updatedAt: Timestamp;
}
