import { Link } from '@tanstack/react-router';
import { ArrowLeft, Clock } from 'lucide-react';
import type { ComplianceVideoDetail } from '../../../shared/api/compliance.ts';
import { formatClock } from '../../../shared/format/clock.ts';
import { StatusBadges } from '../library/status-badge.tsx';
import { PreviewCard as Section } from '../preview/preview-card.tsx';
import { VideoPlayer } from '../video-page/video-player.tsx';
import { ApprovalPanel } from './approval-panel.tsx';
import { dateTime, type ComplianceSearch } from './format.ts';
import { queueBadges } from './queue-badges.ts';
import { ReviewPanel } from './review-panel.tsx';
import { useComplianceVideo } from './use-compliance.ts';
import { ClientComments, ViewerRecord } from './viewer-record.tsx';

function Disclosures({ video }: { video: ComplianceVideoDetail }) {
  if (video.disclosures.length === 0) return <p className="text-sm text-slate-500">None.</p>;
  return (
    <div className="space-y-3">
      {video.disclosures.map((d) => (
        <div key={d.sha256}>
          <p className="text-xs font-medium text-slate-500">
            {d.version !== null ? `Version ${d.version}` : 'Disclosure'} ·{' '}
            {d.acceptances > 0
              ? `accepted ${d.acceptances} time${d.acceptances === 1 ? '' : 's'}`
              : 'shown to clients now'}
          </p>
          <p className="mt-1 max-h-48 overflow-y-auto rounded-lg bg-slate-50 p-3 text-sm whitespace-pre-line text-slate-700">
            {d.text}
          </p>
          <p className="mt-1 truncate font-mono text-[11px] text-slate-600" title={d.sha256}>
            sha256 {d.sha256}
          </p>
        </div>
      ))}
    </div>
  );
}

function Loaded({ video }: { video: ComplianceVideoDetail }) {
  return (
    <div className="space-y-6">
      <Section
        title={video.title}
        description={`${video.advisor.name}${video.clientName ? ` → ${video.clientName}` : ''} · sent ${dateTime(video.sentAt ?? video.createdAt)}`}
        aside={
          <span className="inline-flex shrink-0 items-center gap-1.5 rounded-full bg-slate-100 px-2.5 py-1 text-sm font-medium text-slate-700 tabular-nums">
            <Clock size={14} aria-hidden="true" />
            <span className="sr-only">Duration </span>
            {formatClock(video.durationSeconds ?? 0)}
          </span>
        }
        flush
      >
        <VideoPlayer
          playbackUrl={video.playbackUrl}
          captionsVtt={null}
          title={video.title}
          waiting="The video is not available to play."
          busy={false}
        />
        <div className="flex flex-wrap items-center gap-2 px-5 py-3 sm:px-6">
          <StatusBadges badges={queueBadges(video)} />
          {video.shareRevoked ? (
            <span className="text-xs text-slate-500">Link revoked by the advisor</span>
          ) : null}
          <span className="ml-auto text-xs text-slate-500">
            {video.recentRecipients} recipient{video.recentRecipients === 1 ? '' : 's'} in 30 days
          </span>
        </div>
      </Section>
      {video.approval.state !== 'not_required' ? (
        <Section title="Approval">
          <ApprovalPanel video={video} />
        </Section>
      ) : null}
      <Section title="Review">
        <ReviewPanel video={video} />
      </Section>
      <Section title="Transcript" description="The words spoken, from the captions.">
        <p className="max-h-64 overflow-y-auto text-sm leading-relaxed whitespace-pre-line text-slate-700">
          {video.transcriptText || video.transcriptNote}
        </p>
      </Section>
      <Section title="Disclosure shown" description="The exact text clients accepted.">
        <Disclosures video={video} />
      </Section>
      <Section title="Viewer record" description="Read-only: every visit of the share page.">
        <ViewerRecord video={video} />
      </Section>
      <Section title="Comments & compliments">
        <ClientComments video={video} />
      </Section>
    </div>
  );
}

/** The selected video of the queue, or a hint to pick one. */
export function VideoDetail({ videoId }: { videoId: string | undefined }) {
  const query = useComplianceVideo(videoId);
  if (!videoId) {
    return (
      <div className="hidden rounded-2xl border border-dashed border-slate-300 px-6 py-20 text-center text-sm text-slate-500 lg:block">
        Pick a video from the queue to review it.
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <Link
        to="/compliance"
        search={(prev: ComplianceSearch) => ({ ...prev, video: undefined })}
        className="inline-flex items-center gap-1.5 text-sm font-medium text-slate-600 hover:text-slate-900 lg:hidden"
      >
        <ArrowLeft size={16} aria-hidden="true" /> Back to the queue
      </Link>
      {query.data ? (
        <Loaded key={videoId} video={query.data.video} />
      ) : query.isError ? (
        <p className="rounded-2xl bg-white p-6 text-sm text-rose-700" role="alert">
          Could not load this video.
        </p>
      ) : (
        <p className="rounded-2xl bg-white p-6 text-sm text-slate-500" role="status">
          Loading video…
        </p>
      )}
    </div>
  );
}
