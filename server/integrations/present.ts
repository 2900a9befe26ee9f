import {
  CRM_PROVIDER_LABELS,
  type ActivityEvent,
  type ConnectionView,
  type CrmProvider,
  type DeliveryProgress,
  type DeliveryState,
  type NoteDeliveryView,
  type VideoCrmContact,
  type WebhookDeliveryView,
  type WebhookView,
} from '../../shared/api/integrations.ts';
import type {
  CrmConnectionsTable,
  CrmNoteDeliveriesTable,
  DeliveryStateColumns,
  VideoCrmLinksTable,
  WebhookDeliveriesTable,
  WebhooksTable,
} from './tables.ts';

const iso = (value: string | Date | null): string | null =>
  value === null ? null : new Date(value).toISOString();
const isoOf = (value: string | Date): string => new Date(value).toISOString();

/** A connection without its credentials: only the masked hints leave the server. */
export function presentConnection(
  provider: CrmProvider,
  row: CrmConnectionsTable | undefined,
): ConnectionView {
  return {
    provider,
    label: CRM_PROVIDER_LABELS[provider],
    status: row ? (row.status === 'broken' ? 'broken' : 'connected') : 'not_connected',
    hints: row ? (JSON.parse(row.hints) as Record<string, string>) : {},
    connectedAt: row ? isoOf(row.connectedAt) : null,
    brokenReason: row?.brokenReason ?? null,
    lastCheckedAt: iso(row?.lastCheckedAt ?? null),
  };
}

export const presentVideoContact = (row: VideoCrmLinksTable): VideoCrmContact => ({
  provider: row.provider as CrmProvider,
  contactId: row.contactId,
  displayName: row.displayName,
  linkedAt: isoOf(row.linkedAt),
});

/** A delivery row as read back: `attempts`, a default when inserted, is there by then. */
type ReadDelivery<T extends DeliveryStateColumns> = Omit<T, 'attempts'> & { attempts: number };

const presentProgress = (row: ReadDelivery<DeliveryStateColumns>): DeliveryProgress => ({
  state: row.state as DeliveryState,
  attempts: Number(row.attempts),
  lastError: row.lastError,
  occurredAt: isoOf(row.occurredAt),
  lastAttemptAt: iso(row.lastAttemptAt),
  deliveredAt: iso(row.deliveredAt),
});

export const presentNoteDelivery = (
  row: ReadDelivery<CrmNoteDeliveriesTable>,
): NoteDeliveryView => ({
  ...presentProgress(row),
  id: row.id,
  provider: row.provider as CrmProvider,
  contactId: row.contactId,
  event: row.event as ActivityEvent,
  title: row.title,
});

/** A webhook without its secret: the hint only. */
export const presentWebhook = (row: WebhooksTable): WebhookView => ({
  id: row.id,
  url: row.url,
  events: JSON.parse(row.events) as ActivityEvent[],
  secretHint: row.secretHint,
  createdAt: isoOf(row.createdAt),
});

export const presentWebhookDelivery = (
  row: ReadDelivery<WebhookDeliveriesTable>,
): WebhookDeliveryView => ({
  ...presentProgress(row),
  id: row.id,
  event: row.event as ActivityEvent,
  videoId: row.videoId,
  responseStatus: row.responseStatus === null ? null : Number(row.responseStatus),
  responseBody: row.responseBody,
});
