import type {
  ComplianceVideoDetail,
  DisclosureShownView,
  QueueItemView,
  ReviewView,
  TermsAcceptanceView,
  ViewerRecordVisitView,
} from '../../shared/api/compliance.ts';
import type { TranscriptStatus } from '../../shared/api/videos.ts';
import { parseWebVtt } from '../../shared/captions/parse-webvtt.ts';
import type { ShareLinkRow, AppDeps } from '../deps.ts';
import type { listDisclosureTexts } from '../settings/disclosure-versions.ts';
import { approvalOf } from './approval.ts';
import type { QueueRow } from './queue-repo.ts';

type Rows<F extends (...args: never[]) => unknown> = Awaited<ReturnType<F>>;

export function presentReview(row: {
  id: string;
  note: string;
  createdAt: string;
  reviewerName: string;
}): ReviewView {
  return { id: row.id, reviewerName: row.reviewerName, note: row.note, createdAt: row.createdAt };
}

/** A queue item but for its screening findings, which the screening feature tells. */
export function presentQueueItem(
  row: QueueRow,
  lastReview: ReviewView | null,
): Omit<QueueItemView, 'findings'> {
  return {
    id: row.id,
    title: row.title,
    clientName: row.clientName ?? '',
    advisor: { id: row.advisorId, name: row.advisorName, email: row.advisorEmail },
    status: row.status,
    createdAt: row.createdAt,
    sentAt: row.uploadedAt,
    durationSeconds: row.duration,
    recentRecipients: Number(row.recentRecipients ?? 0),
    lastReview,
    approval: approvalOf(row),
  };
}

/** The words spoken: the stored transcript, else the captions' text (an advisor's corrections). */
export function transcriptOf(row: { transcriptText: string | null; captionsData: string | null }) {
  if (row.transcriptText) return row.transcriptText;
  if (!row.captionsData) return '';
  const parsed = parseWebVtt(row.captionsData);
  return parsed.ok ? parsed.cues.map((cue) => cue.text.replace(/\n/g, ' ')).join(' ') : '';
}

const NO_TRANSCRIPT_BECAUSE: Record<TranscriptStatus, string> = {
  made: 'The transcript is empty.',
  no_model:
    'No transcript: no speech model was installed on the server when this video was processed.',
  no_audio: 'No transcript: the recording has no sound.',
  no_speech: 'No transcript: no speech was heard in the recording.',
  failed: 'No transcript: the speech model could not read this recording’s sound.',
};

/** Why a video has no transcript, from where it stands and what its processing recorded. */
export function missingTranscriptNote(status: string, transcriptStatus: string | null): string {
  if (status === 'failed') return 'No transcript: this video could not be processed.';
  if (status !== 'ready') return 'The transcript is made once the video has been processed.';
  return (
    NO_TRANSCRIPT_BECAUSE[transcriptStatus as TranscriptStatus] ??
    'No transcript was made for this video.'
  );
}

interface GateMetadata {
  disclosureSha256?: unknown;
  disclosureVersion?: unknown;
}

function metadataOf(text: string | null): GateMetadata {
  try {
    const parsed: unknown = text ? JSON.parse(text) : null;
    return typeof parsed === 'object' && parsed !== null ? (parsed as GateMetadata) : {};
  } catch {
    return {};
  }
}

export interface ViewerRecordRows {
  visits: Rows<AppDeps['viewerRecord']['visits']>;
  gateEvents: Rows<AppDeps['viewerRecord']['gateEvents']>;
  comments: Rows<AppDeps['viewerRecord']['responses']>;
  disclosureVersions: Rows<typeof listDisclosureTexts>;
}

function presentAcceptances(rows: ViewerRecordRows['gateEvents']): TermsAcceptanceView[] {
  return rows
    .filter((row) => row.event === 'VIEWER_ACCEPTED_TERMS')
    .map((row) => {
      const meta = metadataOf(row.metadata);
      return {
        sessionId: row.sessionId,
        acceptedAt: row.createdAt,
        ip: row.ip,
        userAgent: row.userAgent,
        disclosureVersion:
          typeof meta.disclosureVersion === 'number' ? meta.disclosureVersion : null,
        disclosureSha256: typeof meta.disclosureSha256 === 'string' ? meta.disclosureSha256 : null,
      };
    });
}

/**
 * The disclosure texts clients accepted (by the hash each acceptance names), newest version
 * first; with no acceptance yet, the text clients are shown now.
 */
function presentDisclosures(
  versions: ViewerRecordRows['disclosureVersions'],
  acceptances: TermsAcceptanceView[],
): DisclosureShownView[] {
  const counts = new Map<string, number>();
  for (const a of acceptances) {
    if (a.disclosureSha256)
      counts.set(a.disclosureSha256, (counts.get(a.disclosureSha256) ?? 0) + 1);
  }
  const shown = versions
    .filter((v) => counts.has(v.sha256))
    .map((v) => ({ ...v, acceptances: counts.get(v.sha256) ?? 0 }));
  if (shown.length > 0) return shown;
  const current = versions[0];
  return current ? [{ ...current, acceptances: 0 }] : [];
}

function presentVisits(rows: ViewerRecordRows): ViewerRecordVisitView[] {
  const firstStep = (sessionId: string, event: string) =>
    rows.gateEvents.find((e) => e.sessionId === sessionId && e.event === event)?.createdAt ?? null;
  return rows.visits.map((visit) => ({
    sessionId: visit.sessionId,
    startedAt: visit.createdAt,
    lastSeenAt: visit.lastSeenAt,
    ip: visit.ip,
    userAgent: visit.userAgent,
    termsAcceptedAt: firstStep(visit.sessionId, 'VIEWER_ACCEPTED_TERMS'),
    passwordVerifiedAt: firstStep(visit.sessionId, 'PASSWORD_VERIFIED'),
    played: visit.playedAt !== null,
    completed: visit.completedAt !== null,
    furthestSecond: Number(visit.furthestSecond),
  }));
}

export function presentDetail(
  row: QueueRow & {
    transcriptText: string | null;
    captionsData: string | null;
    transcriptStatus: string | null;
  },
  link: Pick<ShareLinkRow, 'passwordHash' | 'shareRevokedAt'>,
  reviews: ReviewView[],
  record: ViewerRecordRows,
  playbackUrl: string | null,
): Omit<ComplianceVideoDetail, 'findings' | 'screeningFindings'> {
  const acceptances = presentAcceptances(record.gateEvents);
  const transcriptText = transcriptOf(row);
  return {
    ...presentQueueItem(row, reviews[0] ?? null),
    description: row.description ?? '',
    transcriptText,
    transcriptNote: transcriptText ? null : missingTranscriptNote(row.status, row.transcriptStatus),
    passwordProtected: link.passwordHash !== null,
    shareRevoked: link.shareRevokedAt !== null,
    playbackUrl,
    disclosures: presentDisclosures(record.disclosureVersions, acceptances),
    visits: presentVisits(record),
    acceptances,
    comments: record.comments.map((c) => ({ ...c, message: c.message ?? '' })),
    reviews,
  };
}
