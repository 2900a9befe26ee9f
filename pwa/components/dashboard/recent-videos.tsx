import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { ChevronRight } from 'lucide-react';
import type { VideoView } from '../../../shared/api/videos.ts';
import { STRETCHED_LINK } from '../library/library-item.tsx';
import { updatedAgo } from '../library/updated-ago.ts';
import { StatusBadges } from '../library/status-badge.tsx';
import { useNow, useRecentVideos, useVideosSummary } from '../library/use-library.ts';
import { VideoStats } from '../library/video-stats.tsx';
import { plural, videoBadges } from '../library/video-status.ts';
import { VideoThumbnail } from '../library/video-thumbnail.tsx';
import { useOnline } from '../../sync/use-online.ts';
import { usePendingUploads } from '../../sync/use-pending-uploads.ts';
import { useLiveUploadPercents } from '../../sync/use-sync.ts';
import { Button } from '../ui/button.tsx';
import { Card } from '../ui/card.tsx';

/** How many of the newest videos the dashboard lists. */
export const RECENT_VIDEOS = 5;

function RecentVideo({
  video,
  now,
  livePercent,
}: {
  video: VideoView;
  now: number;
  livePercent: number | undefined;
}) {
  // A ready video with a working link needs no badge here; anything else says what is going on.
  const badges = videoBadges(video, livePercent).filter((badge) => badge.tone !== 'success');
  return (
    <li className="relative flex items-start gap-3 px-5 py-3 hover:bg-slate-50 has-[a:focus-visible]:bg-slate-50 has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-brand-600 has-[a:focus-visible]:ring-inset sm:items-center sm:gap-4">
      <div className="w-24 shrink-0 overflow-hidden rounded-lg sm:w-32">
        <VideoThumbnail url={video.thumbnailUrl} durationSeconds={video.durationSeconds} />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1 sm:flex-row sm:items-center sm:gap-4">
        <div className="min-w-0 flex-1">
          <h3 className="line-clamp-2 text-sm font-semibold break-words sm:truncate">
            <Link to="/videos/$videoId" params={{ videoId: video.id }} className={STRETCHED_LINK}>
              {video.title}
            </Link>
          </h3>
          <p className="text-sm text-slate-500">
            <time dateTime={video.updatedAt}>{updatedAgo(video.updatedAt, now)}</time>
          </p>
          {badges.length > 0 ? (
            <div className="mt-1">
              <StatusBadges badges={badges} />
            </div>
          ) : null}
        </div>
        <VideoStats
          viewCount={video.viewCount}
          commentCount={video.commentCount}
          complimentCount={video.complimentCount}
          unreadCount={video.unreadCount}
          className="sm:shrink-0 sm:justify-end"
        />
      </div>
      <ChevronRight
        size={16}
        className="mt-1 hidden shrink-0 text-slate-400 sm:block"
        aria-hidden="true"
      />
    </li>
  );
}

/** The dashboard's newest videos, with their views and new client comments. */
export function RecentVideos({ advisorId }: { advisorId: string }) {
  // Refreshed while this device uploads, so a video shows here as its upload finishes.
  const uploading = usePendingUploads(advisorId).length > 0;
  const recent = useRecentVideos(RECENT_VIDEOS, { waiting: uploading });
  const livePercents = useLiveUploadPercents();
  const summary = useVideosSummary();
  const now = useNow();
  const headingId = useId();
  const online = useOnline();
  const totals = summary.data
    ? `${plural(summary.data.totalVideos, 'video')} · ${plural(summary.data.totalViews, 'view')}`
    : null;

  let body;
  if (!online && !recent.data) {
    body = (
      <p className="px-5 py-8 text-center text-sm text-slate-500" role="status">
        You’re offline. Your recent videos show when you’re back online.
      </p>
    );
  } else if (recent.isPending) {
    body = (
      <p className="px-5 py-8 text-center text-sm text-slate-500" role="status">
        Loading recent videos...
      </p>
    );
  } else if (recent.isError) {
    body = (
      <div className="flex flex-col items-center gap-3 px-5 py-8 text-center" role="alert">
        <p className="text-sm text-slate-600">Could not load your recent videos.</p>
        <Button variant="outline" size="sm" onClick={() => void recent.refetch()}>
          Try again
        </Button>
      </div>
    );
  } else if (recent.data.videos.length === 0) {
    body = (
      <p className="px-5 py-8 text-center text-sm text-slate-500">
        No videos yet. Your saved recordings will show up here.
      </p>
    );
  } else {
    body = (
      <ul className="divide-y divide-slate-100">
        {recent.data.videos.map((video) => (
          <RecentVideo
            key={video.id}
            video={video}
            now={now}
            livePercent={livePercents.get(video.id)}
          />
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby={headingId} className="mt-6">
      <Card className="overflow-hidden">
        <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-200 px-5 py-4">
          <div>
            <h2 id={headingId} className="text-base font-semibold text-slate-900">
              Recent videos
            </h2>
            {totals ? <p className="mt-0.5 text-sm text-slate-500">{totals} in all</p> : null}
          </div>
          <Link
            to="/video-library"
            className="inline-flex items-center gap-1 rounded-md text-sm font-medium text-brand-700 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            View all videos <ChevronRight size={16} aria-hidden="true" />
          </Link>
        </div>
        {body}
      </Card>
    </section>
  );
}
