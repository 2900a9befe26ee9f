import type { ShareLinkRow, ShareLinks } from '../deps.ts';
import { findShareLinks, insertShareLink, updateShareLink } from './link-repo.ts';
import { sumAdvisorViews } from './repo.ts';
import { newShareLink } from './share-link.ts';

/** Share's side of its links, as the composition root hands it to the folders below share. */
export const shareLinks: ShareLinks = {
  async create(trx, videoId, passwordHash) {
    const shareLink = newShareLink();
    await insertShareLink(trx, { videoId, shareLink, passwordHash });
    return shareLink;
  },

  async of(db, videoIds) {
    const rows = await findShareLinks(db, videoIds);
    return new Map<string, ShareLinkRow>(
      rows.map((row) => [
        row.videoId,
        {
          ...row,
          viewCount: Number(row.viewCount),
          allowDownload: Boolean(row.allowDownload),
          responses: {
            comments: Number(row.commentCount ?? 0),
            compliments: Number(row.complimentCount ?? 0),
            unread: Number(row.unreadCount ?? 0),
          },
        },
      ]),
    );
  },

  async ofVideo(db, videoId) {
    const link = (await shareLinks.of(db, [videoId])).get(videoId);
    if (!link) throw new Error(`video ${videoId} has no share link`);
    return link;
  },

  async change(trx, videoId, { allowDownload, ...rest }) {
    const patch = {
      ...rest,
      ...(allowDownload === undefined
        ? {}
        : { allowDownload: allowDownload ? (1 as const) : (0 as const) }),
    };
    if (Object.keys(patch).length > 0) await updateShareLink(trx, videoId, patch);
  },

  async renew(trx, videoId) {
    const shareLink = newShareLink();
    await updateShareLink(trx, videoId, { shareLink, shareRevokedAt: null, shareExpiresAt: null });
    return shareLink;
  },

  totalViews: sumAdvisorViews,
};
