import type { ActivityEvent } from '../../shared/api/integrations.ts';
import { PRODUCT_NAME } from '../../shared/constants/branding.ts';
import type { CrmNote } from './crm-client.ts';

/** What happened, as one occurrence: the note, the webhook body and their dedupe keys. */
export interface ActivityOccurrence {
  videoId: string;
  event: ActivityEvent;
  /**
   * Tells occurrences of one event apart: a comment's id; the event's name for the events that
   * happen once per video (sent, first viewed, first completed).
   */
  key: string;
  occurredAt: string;
  /** Where the share link points (the site's public origin). */
  siteUrl: string;
  /** The video's share link at the time (share/ keeps it). */
  shareLink: string;
  comment?: { type: string; message: string };
}

export interface ActivityVideo {
  title: string;
  clientName: string | null;
}

export const shareUrlOf = (occurrence: ActivityOccurrence) =>
  `${occurrence.siteUrl}/share/${occurrence.shareLink}`;

const WHAT: Record<ActivityEvent, (who: string) => string> = {
  'video.sent': () => 'Video sent',
  'video.first_viewed': (who) => `First viewed by ${who}`,
  'video.completed': (who) => `Watched to the end by ${who}`,
  'video.commented': (who) => `Comment from ${who}`,
};

/** The note a CRM contact's record gets: title, what happened, when, and the link. */
export function activityNote(video: ActivityVideo, occurrence: ActivityOccurrence): CrmNote {
  const who = video.clientName || 'the client';
  const what = WHAT[occurrence.event](who);
  const when = new Date(occurrence.occurredAt).toUTCString();
  return {
    title: `${PRODUCT_NAME}: ${what} — “${video.title}”`,
    body: [
      `${what}: “${video.title}”.`,
      ...(occurrence.comment ? [`Comment: “${occurrence.comment.message}”`] : []),
      `When: ${when}`,
      `Link: ${shareUrlOf(occurrence)}`,
    ].join('\n'),
    occurredAt: occurrence.occurredAt,
  };
}
