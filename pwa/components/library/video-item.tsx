import { Link } from '@tanstack/react-router';
import type { VideoView } from '../../../shared/api/videos.ts';
import { ItemTitle, LibraryItem, STRETCHED_LINK } from './library-item.tsx';
import type { LibraryLayout } from './library-layout.ts';
import { updatedAgo } from './updated-ago.ts';
import { StatusBadges } from './status-badge.tsx';
import { VideoStats } from './video-stats.tsx';
import { videoBadges } from './video-status.ts';
import { VideoThumbnail } from './video-thumbnail.tsx';

const fullDate = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );

/** One of the advisor's videos in the library, opening its own page. */
export function VideoItem({
  video,
  layout,
  now,
  livePercent,
}: {
  video: VideoView;
  layout: LibraryLayout;
  now: number;
  /** This device's upload progress of the file, when it is the one sending it. */
  livePercent?: number | null;
}) {
  return (
    <LibraryItem
      layout={layout}
      thumbnail={
        <VideoThumbnail url={video.thumbnailUrl} durationSeconds={video.durationSeconds} />
      }
    >
      <ItemTitle>
        <Link to="/videos/$videoId" params={{ videoId: video.id }} className={STRETCHED_LINK}>
          {video.title}
        </Link>
      </ItemTitle>
      <p className="text-sm text-slate-500">
        <time dateTime={video.updatedAt} title={fullDate(video.updatedAt)}>
          {updatedAgo(video.updatedAt, now)}
        </time>
        {video.clientName ? (
          <>
            {' · '}
            <span className="whitespace-nowrap">For {video.clientName}</span>
          </>
        ) : null}
      </p>
      <StatusBadges badges={videoBadges(video, livePercent)} />
      {video.status === 'failed' && video.failureReason ? (
        <p className="line-clamp-2 text-sm text-rose-700">{video.failureReason}</p>
      ) : null}
      <VideoStats
        viewCount={video.viewCount}
        commentCount={video.commentCount}
        complimentCount={video.complimentCount}
        unreadCount={video.unreadCount}
        className={layout === 'grid' ? 'mt-auto pt-1' : ''}
      />
    </LibraryItem>
  );
}
