import { useParams } from '@tanstack/react-router';
import { Clock } from 'lucide-react';
import { useState } from 'react';
import type { VideoView } from '../../shared/api/videos.ts';
import { formatClock } from '../../shared/format/clock.ts';
import { useAuth } from '../auth/use-auth.ts';
import { AppPage } from '../components/app-page.tsx';
import { VideoCrmCard } from '../components/integrations/video-crm-card.tsx';
import { LoadingScreen } from '../components/loading-screen.tsx';
import { PreviewCard as Section } from '../components/preview/preview-card.tsx';
import { LayoutEditor } from '../components/video-page/layout-editor.tsx';
import { CaptionsEditor } from '../components/video-page/captions-editor.tsx';
import { ChaptersEditor } from '../components/video-page/chapters-editor.tsx';
import { cuesOf } from '../components/video-page/captions-draft.ts';
import { TranscriptPanel } from '../components/video-page/transcript-panel.tsx';
import { usePlayback } from '../components/video-page/use-playback.ts';
import { DangerZone } from '../components/video-page/danger-zone.tsx';
import { FindingsPanel } from '../components/video-page/findings-panel.tsx';
import { useFindings } from '../components/video-page/use-findings.ts';
import { DetailsEditor } from '../components/video-page/details-editor.tsx';
import { LinkControls } from '../components/video-page/link-controls.tsx';
import { linkStatus } from '../components/video-page/link-expiry.ts';
import { LinkStatusBadge } from '../components/video-page/link-status-badge.tsx';
import { newResponseIds } from '../components/video-page/new-responses.ts';
import { PasswordEditor } from '../components/video-page/password-editor.tsx';
import { RefreshActivity } from '../components/video-page/refresh-activity.tsx';
import { ProcessingBanner } from '../components/video-page/processing-banner.tsx';
import {
  canEditCaptions,
  isSettled,
  processingNotice,
} from '../components/video-page/processing-status.ts';
import { ResponsesList } from '../components/video-page/responses-list.tsx';
import { SharePanel } from '../components/video-page/share-panel.tsx';
import { StatusBadge } from '../components/video-page/status-badge.tsx';
import {
  isNotFound,
  useCaptions,
  useRefetchWhenSettled,
  useSuggestions,
  useVideo,
  useVideoActivity,
} from '../components/video-page/use-video.ts';
import { useRerenderAt } from '../components/video-page/use-rerender-at.ts';
import { VideoLoadFailed, VideoNotFound } from '../components/video-page/video-not-found.tsx';
import { VideoPlayer } from '../components/video-page/video-player.tsx';
import { ViewerTimeline } from '../components/video-page/viewer-timeline.tsx';
import { visitNumbers } from '../components/video-page/viewer-timeline.ts';
import { WatchStats } from '../components/video-page/watch-stats.tsx';
import { useOnline } from '../sync/use-online.ts';
import { useLiveUploadPercents } from '../sync/use-sync.ts';

/** /videos/:id: one video for its advisor: watch it, share it, see who watched, change it. */
export function VideoPage() {
  const { videoId } = useParams({ from: '/videos/$videoId' });
  const query = useVideo(videoId);
  const online = useOnline();
  // Checked before the data: a video deleted elsewhere keeps its cached copy beside the 404.
  if (isNotFound(query.error)) return <VideoNotFound />;
  if (query.data) return <LoadedVideo key={videoId} video={query.data.video} />;
  if (query.isError || !online) {
    return (
      <VideoLoadFailed
        offline={!online}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return <LoadingScreen label="Loading video..." />;
}

function LoadedVideo({ video }: { video: VideoView }) {
  const { advisor } = useAuth();
  const activity = useVideoActivity(video.id);
  const captions = useCaptions(video.id);
  const suggestions = useSuggestions(video.id);
  const findings = useFindings(video.id, video.status === 'ready');
  const playback = usePlayback();
  const settled = isSettled(video.status);
  useRefetchWhenSettled(video.id, settled);
  useRerenderAt(video.share.expiresAt);

  // Responses unread when first loaded stay 'new' while the page is open (a refetch sees them
  // read): state adjusted during render, as React recommends for derived state.
  const [newIds, setNewIds] = useState<ReadonlySet<string>>(() => new Set());
  const seen = activity.data ? newResponseIds(newIds, activity.data.responses) : newIds;
  if (seen !== newIds) setNewIds(seen);

  const livePercents = useLiveUploadPercents();
  const notice = processingNotice(video, livePercents.get(video.id));
  const status = linkStatus(video.share);
  const captionsVtt = captions.data?.captionsData ?? null;
  const transcript = cuesOf(captionsVtt ?? '') ?? [];
  const numbers = visitNumbers(activity.data?.visits ?? []);
  const unread = activity.data?.responses.filter((r) => seen.has(r.id)).length ?? 0;

  return (
    <AppPage title={video.title} actions={<StatusBadge status={video.status} />}>
      {notice ? (
        <div className="mb-6">
          <ProcessingBanner notice={notice} />
        </div>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-5 lg:items-start">
        <div className="min-w-0 lg:col-span-3">
          <Section
            title="Video"
            description={video.clientName ? `For ${video.clientName}` : undefined}
            aside={
              <span className="inline-flex shrink-0 items-center gap-1.5 rounded-full bg-slate-100 px-2.5 py-1 text-sm font-medium text-slate-700 tabular-nums">
                <Clock size={14} aria-hidden="true" />
                <span className="sr-only">Duration </span>
                {formatClock(video.durationSeconds)}
              </span>
            }
            flush
          >
            <VideoPlayer
              playbackUrl={video.playbackUrl}
              captionsVtt={captionsVtt}
              title={video.title}
              waiting={
                video.status === 'uploading'
                  ? 'The video plays here once it has uploaded.'
                  : video.status === 'failed'
                    ? 'There is no video to play: processing failed.'
                    : (notice?.title ?? 'Loading video...')
              }
              busy={!settled}
              videoRef={playback.videoRef}
            />
          </Section>
          {video.layout && video.sources.includes('screen') && video.sources.includes('camera') ? (
            <div className="mt-6">
              <Section
                title="Layout"
                description="How your screen and your camera appear together."
              >
                <LayoutEditor
                  // A layout saved (here or elsewhere) is where the picker starts again.
                  key={JSON.stringify(video.layout)}
                  videoId={video.id}
                  layout={video.layout}
                  disabled={!settled}
                />
              </Section>
            </div>
          ) : null}
        </div>
        <div className="min-w-0 lg:col-span-2">
          <Section title="Share" aside={<LinkStatusBadge status={status} />}>
            <SharePanel
              shareLink={video.shareLink}
              status={status}
              expiresAt={video.share.expiresAt}
              title={video.title}
              clientName={video.clientName}
              advisorName={advisor?.advisorName ?? ''}
              passwordProtected={video.passwordProtected}
            />
          </Section>
          {video.status === 'ready' ? (
            <div className="mt-6 scroll-mt-4" id="findings">
              <Section
                title="Before You Send"
                description="Client data on screen and risky promises, found by an automatic check."
              >
                <FindingsPanel videoId={video.id} data={findings.data} failed={findings.isError} />
              </Section>
            </div>
          ) : null}
          {transcript.length > 0 ? (
            <div className="mt-6">
              <Section title="Transcript" description="What clients hear, from the captions.">
                <TranscriptPanel
                  cues={transcript}
                  currentTime={playback.currentTime}
                  onSeek={playback.seek}
                />
              </Section>
            </div>
          ) : null}
        </div>
      </div>

      <div className="mt-6 grid gap-6 lg:grid-cols-5 lg:items-start">
        <div className="min-w-0 space-y-6 lg:col-span-3">
          <Section
            title="Views & Watch-Through"
            aside={<RefreshActivity videoId={video.id} busy={activity.isFetching} />}
          >
            <WatchStats
              viewCount={video.viewCount}
              commentCount={video.commentCount + video.complimentCount}
              visits={activity.data?.visits}
              durationSeconds={video.durationSeconds}
            />
          </Section>
          <Section
            title="Comments & Compliments"
            aside={
              unread > 0 ? (
                <span className="shrink-0 rounded-full bg-brand-600 px-2.5 py-1 text-xs font-semibold text-white">
                  {unread} new
                </span>
              ) : undefined
            }
          >
            <ResponsesList
              videoId={video.id}
              responses={activity.data?.responses}
              newIds={seen}
              visitNumbers={numbers}
            />
          </Section>
          <Section title="Viewer Activity" description="What clients did on the share page.">
            <ViewerTimeline events={activity.data?.events} visits={activity.data?.visits} />
          </Section>
          <Section
            title="Chapters"
            description="Named points of the video clients can jump to from the share page."
          >
            <ChaptersEditor
              videoId={video.id}
              saved={video.chapters}
              durationSeconds={video.durationSeconds}
              currentTime={playback.currentTime}
              suggestions={suggestions.data}
            />
          </Section>
          <Section title="Captions" description="Correct the words clients read under the video.">
            {captions.data ? (
              <CaptionsEditor
                // New captions from the server (processing finished, a save) start it afresh.
                key={captionsVtt ?? ''}
                videoId={video.id}
                saved={captionsVtt}
                editable={canEditCaptions(video.status)}
                playbackUrl={video.playbackUrl}
                title={video.title}
              />
            ) : (
              <p className="text-sm text-slate-500">
                {captions.isError ? 'Could not load the captions.' : 'Loading captions…'}
              </p>
            )}
          </Section>
        </div>
        <div className="min-w-0 space-y-6 lg:col-span-2">
          <Section title="Link Settings">
            <LinkControls
              videoId={video.id}
              share={video.share}
              allowDownload={video.allowDownload}
              expired={status === 'expired'}
            />
          </Section>
          <Section title="Video Details">
            <DetailsEditor video={video} suggestions={suggestions.data} />
          </Section>
          <VideoCrmCard videoId={video.id} />
          <Section title="Password">
            <PasswordEditor videoId={video.id} passwordProtected={video.passwordProtected} />
          </Section>
          <Section title="Delete Video">
            <DangerZone
              videoId={video.id}
              title={video.title}
              retainedUntil={video.retainedUntil}
            />
          </Section>
        </div>
      </div>
    </AppPage>
  );
}
