import type { EventSubscribers } from './events/publish.ts';
import { announceVideoSent, recordVideoActivity } from './integrations/activity.ts';
import { scheduleActivityEmail } from './notifications/schedule.ts';
import { createDefaultSettings } from './settings/service.ts';
import { viewerRecord } from './share/viewer-record.ts';

/**
 * Who hears each action, in the order they run (inside the action's transaction). The one place
 * where publishers meet consumers, as `job-handlers.ts` is for jobs: a feature publishes without
 * knowing who listens, so neither needs to import the other.
 */
export const eventSubscribers: EventSubscribers = {
  'advisor.signed_up': [
    (trx, _clock, { advisorId, createdAt }) => createDefaultSettings(trx, advisorId, createdAt),
  ],
  'video.created': [
    (trx, clock, { videoId, createdAt, siteUrl, shareLink }) =>
      announceVideoSent(trx, clock, { id: videoId, sentAt: createdAt, shareLink }, siteUrl),
  ],
  'video.approved': [
    (trx, clock, { videoId, approvedAt, siteUrl, shareLink }) =>
      announceVideoSent(trx, clock, { id: videoId, sentAt: approvedAt, shareLink }, siteUrl),
  ],
  // The advisor hears of a video's first view by email; later ones wait for the video's page.
  'video.first_viewed': [
    (trx, clock, { videoId, siteUrl }) =>
      scheduleActivityEmail(trx, clock, viewerRecord, videoId, siteUrl, 'first-view'),
    (trx, clock, { videoId, occurredAt, siteUrl, shareLink }) =>
      recordVideoActivity(trx, clock, {
        videoId,
        event: 'video.first_viewed',
        key: 'first',
        occurredAt,
        siteUrl,
        shareLink,
      }),
  ],
  // The CRM and webhooks hear of the first completion (the key); later ones are in the analytics.
  'video.completed': [
    (trx, clock, { videoId, occurredAt, siteUrl, shareLink }) =>
      recordVideoActivity(trx, clock, {
        videoId,
        event: 'video.completed',
        key: 'completed',
        occurredAt,
        siteUrl,
        shareLink,
      }),
  ],
  'video.commented': [
    (trx, clock, { videoId, siteUrl }) =>
      scheduleActivityEmail(trx, clock, viewerRecord, videoId, siteUrl, 'response'),
    (trx, clock, { videoId, commentId, type, message, occurredAt, siteUrl, shareLink }) =>
      recordVideoActivity(trx, clock, {
        videoId,
        event: 'video.commented',
        key: commentId,
        occurredAt,
        siteUrl,
        shareLink,
        comment: { type, message },
      }),
  ],
};
