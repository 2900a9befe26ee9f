import * as repo from './viewer-record-repo.ts';

/**
 * Share's record of a video's viewers (visits, gate and player events, responses), as the
 * composition root hands it (`deps.viewerRecord`) to the folders that read it: the video page's
 * activity (analytics/), the compliance record and retail limit (compliance/) and the activity email
 * (notifications/). Share imports videos and compliance, so none of them may import it (rule 1).
 * Each takes the caller's database or transaction.
 */
export const viewerRecord = {
  /** The video page's activity: the newest visits, responses and events, within its limits. */
  newestVisits: repo.listNewestVisits,
  newestResponses: repo.listNewestResponses,
  newestEvents: repo.listNewestViewerEvents,
  /** The dashboard: responses to all of an advisor's videos not yet seen. */
  unreadResponses: repo.countUnreadResponses,
  /** Marks every unread response of the video read at `at`. */
  markResponsesRead: repo.markResponsesRead,
  /** The compliance record: every visit, gate step and response, oldest first. */
  visits: repo.findVisits,
  gateEvents: repo.findGateEvents,
  responses: repo.findComments,
  /** The queue's recent recipients of each video, a subquery its one query selects. */
  recipientCountSince: repo.recipientCountSince,
  /** The retail limit: the addresses that accepted a video's terms since a moment. */
  recipientAddressesSince: repo.recentRecipientAddresses,
  /** The activity email: what it tells, and whether a response waits for the next one. */
  responsesBetween: repo.listResponsesBetween,
  firstPlayBetween: repo.findFirstPlayBetween,
  latestResponseBefore: repo.findLatestResponseBefore,
  hasResponsesAfter: repo.hasResponsesAfter,
};

export type ViewerRecord = typeof viewerRecord;
