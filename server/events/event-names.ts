/**
 * Every action an advisor or a client takes that other features react to. A closed set, like the
 * job names: `EventSubscribers` demands an entry per name, so an event can never be published
 * with nobody having decided who hears it (an empty list says "nobody", on purpose).
 */
export type EventName =
  | 'advisor.signed_up'
  | 'video.created'
  | 'video.approved'
  | 'video.first_viewed'
  | 'video.completed'
  | 'video.commented';

/**
 * What each event carries: what happened and when, plus `siteUrl` and `shareLink` (the site's
 * public origin and the video's share link the action came through) where a consumer writes a
 * link. Facts of the moment, not copies of rows:
 * a consumer reads anything else from its owner's service inside the same transaction.
 */
interface EventPayloads {
  /** A new advisor's account was made (sign-up's transaction). */
  'advisor.signed_up': { advisorId: string; createdAt: string };
  /** The advisor saved a video with its share link; held for approval, it is not out yet. */
  'video.created': { videoId: string; createdAt: string; siteUrl: string; shareLink: string };
  /** A principal approved a video held for approval: it goes out now. */
  'video.approved': { videoId: string; approvedAt: string; siteUrl: string; shareLink: string };
  /** A client's first play of the video (the view count was 0). */
  'video.first_viewed': {
    videoId: string;
    occurredAt: string;
    siteUrl: string;
    shareLink: string;
  };
  /** A visit watched to the end; published for every completion, consumers keep what they need. */
  'video.completed': { videoId: string; occurredAt: string; siteUrl: string; shareLink: string };
  /**
   * A client sent a quick compliment or a written comment (`commentId` tells them apart);
   * `message` is what the advisor reads (a quick compliment's button label).
   */
  'video.commented': {
    videoId: string;
    commentId: string;
    type: string;
    message: string;
    occurredAt: string;
    siteUrl: string;
    shareLink: string;
  };
}

export type EventPayloadOf<N extends EventName> = EventPayloads[N];
