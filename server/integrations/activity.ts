import type { WebhookPayload } from '../../shared/api/integrations.ts';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/connect.ts';
import { heldForApproval } from '../compliance/approval-service.ts';
import { newId } from '../ids.ts';
import { enqueueJob } from '../jobs/queue.ts';
import { videoFactsOf } from '../videos/service.ts';
import {
  activityNote,
  shareUrlOf,
  type ActivityOccurrence,
  type ActivityVideo,
} from './activity-note.ts';
import {
  findConnection,
  findVideoCrmLink,
  insertNoteDelivery,
  reopenFailedNotes,
  insertWebhookDelivery,
  listWebhooks,
} from './repo.ts';

type Video = ActivityVideo & { id: string; advisorId: string };

/** A video that has gone out to its client, and when. */
interface SentVideo {
  id: string;
  sentAt: string;
  shareLink: string;
}

/**
 * Owes the video's linked CRM contact a note about this occurrence, if the advisor has that CRM
 * connected: a delivery row (shown on the video page) and its job, once per dedupe key.
 */
export async function queueCrmNote(
  trx: Db,
  clock: Clock,
  video: Video,
  occurrence: ActivityOccurrence,
): Promise<void> {
  const link = await findVideoCrmLink(trx, video.id);
  if (!link || !(await findConnection(trx, video.advisorId, link.provider))) return;
  const id = newId();
  const note = activityNote(video, occurrence);
  const inserted = await insertNoteDelivery(trx, {
    id,
    videoId: video.id,
    advisorId: video.advisorId,
    provider: link.provider,
    contactId: link.contactId,
    event: occurrence.event,
    // Per contact too: linking another contact owes that one its own "sent" note.
    dedupeKey: `${occurrence.event}:${occurrence.key}:${link.provider}:${link.contactId}`,
    title: note.title,
    body: note.body,
    state: 'pending',
    occurredAt: occurrence.occurredAt,
    createdAt: clock.now().toISOString(),
  });
  if (inserted) await queueNoteJob(trx, clock, id, occurrence.siteUrl);
}

const queueNoteJob = (trx: Db, clock: Clock, deliveryId: string, siteUrl: string) =>
  enqueueJob(trx, clock, {
    name: 'integrations.crm_note',
    payload: { deliveryId, siteUrl },
    dedupeKey: `crm-note:${deliveryId}`,
  });

/**
 * The CRM works again (reconnected, or a test call went through): notes that failed meanwhile
 * (refused credentials, an outage longer than their retries) are sent after all, so an outage
 * delays notes but loses none. Inside the transaction that records the working connection.
 */
export async function retryFailedNotes(
  trx: Db,
  clock: Clock,
  key: { advisorId: string; provider: string },
  siteUrl: string,
): Promise<void> {
  const ids = await reopenFailedNotes(trx, key.advisorId, key.provider);
  for (const id of ids) await queueNoteJob(trx, clock, id, siteUrl);
}

/** Owes each of the advisor's webhooks that listens for this event one signed request. */
async function queueWebhooks(
  trx: Db,
  clock: Clock,
  video: Video,
  occurrence: ActivityOccurrence,
): Promise<void> {
  const webhooks = await listWebhooks(trx, video.advisorId);
  for (const webhook of webhooks) {
    if (!(JSON.parse(webhook.events) as string[]).includes(occurrence.event)) continue;
    const id = newId();
    const payload: WebhookPayload = {
      id,
      event: occurrence.event,
      occurredAt: occurrence.occurredAt,
      video: {
        id: video.id,
        title: video.title,
        clientName: video.clientName,
        shareUrl: shareUrlOf(occurrence),
      },
      ...(occurrence.comment ? { comment: occurrence.comment } : {}),
    };
    const inserted = await insertWebhookDelivery(trx, {
      id,
      webhookId: webhook.id,
      videoId: video.id,
      event: occurrence.event,
      dedupeKey: `${occurrence.videoId}:${occurrence.event}:${occurrence.key}`,
      payload: JSON.stringify(payload),
      state: 'pending',
      occurredAt: occurrence.occurredAt,
      createdAt: clock.now().toISOString(),
    });
    if (inserted) {
      await enqueueJob(trx, clock, {
        name: 'integrations.webhook',
        payload: { deliveryId: id },
        dedupeKey: `webhook:${id}`,
      });
    }
  }
}

/**
 * Something happened to a video that the advisor's CRM and webhooks hear of. Call it inside
 * the transaction that records the event, so the event and what it owes commit together. With
 * no contact linked (or its CRM not connected) and no webhook, it queues nothing: Briefcast
 * then makes no outgoing request at all.
 */
export async function recordVideoActivity(
  trx: Db,
  clock: Clock,
  occurrence: ActivityOccurrence,
): Promise<void> {
  const video = await videoFactsOf(trx, occurrence.videoId);
  if (!video) return;
  await queueCrmNote(trx, clock, video, occurrence);
  await queueWebhooks(trx, clock, video, occurrence);
}

/**
 * The video has gone out: saved with its share link (sent from that moment), or approved by a
 * principal when the firm holds videos for approval. A video still held is not announced: its
 * approval announces it. Once per video (the note's and the deliveries' dedupe keys). Runs in
 * the sending's transaction, as a subscriber of `video.created` and `video.approved`.
 */
export async function announceVideoSent(
  trx: Db,
  clock: Clock,
  video: SentVideo,
  siteUrl: string,
): Promise<void> {
  if (await heldForApproval(trx, video.id)) return;
  await recordVideoActivity(trx, clock, {
    videoId: video.id,
    event: 'video.sent',
    key: 'sent',
    occurredAt: video.sentAt,
    siteUrl,
    shareLink: video.shareLink,
  });
}
