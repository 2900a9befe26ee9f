import type { ApprovalView, FindingCounts, QueueItemView } from '../../../shared/api/compliance.ts';
import type { StatusBadgeInfo } from '../library/video-status.ts';

/** The approval pill, when approval is (or was) required; null when it never was. */
export function approvalBadge(approval: ApprovalView): StatusBadgeInfo | null {
  const retail = approval.reasons.includes('retail_communication');
  switch (approval.state) {
    case 'pending':
      return retail
        ? {
            label: 'Retail · needs approval',
            tone: 'danger',
            detail: 'Sent to more than 25 recipients within 30 days (FINRA Rule 2210)',
          }
        : { label: 'Awaiting approval', tone: 'progress' };
    case 'approved':
      return { label: 'Approved', tone: 'success' };
    case 'rejected':
      return { label: 'Rejected', tone: 'danger' };
    case 'not_required':
      return null;
  }
}

/** The screening's pill: findings the advisor has not resolved, or that all were; null: none. */
export function findingsBadge({
  open,
  blurred,
  muted,
  dismissed,
}: FindingCounts): StatusBadgeInfo | null {
  if (open > 0) {
    return { label: open === 1 ? '1 finding open' : `${open} findings open`, tone: 'danger' };
  }
  if (blurred + muted + dismissed === 0) return null;
  return {
    label: 'Findings resolved',
    tone: 'success',
    detail: `${blurred} blurred, ${muted} muted, ${dismissed} marked fine by the advisor`,
  };
}

/** The pills of a queue item: reviewed or not, its approval, then its screening findings. */
export function queueBadges(
  item: Pick<QueueItemView, 'lastReview' | 'approval' | 'findings'>,
): StatusBadgeInfo[] {
  const review: StatusBadgeInfo = item.lastReview
    ? { label: 'Reviewed', tone: 'success', detail: `Reviewed by ${item.lastReview.reviewerName}` }
    : { label: 'Not reviewed', tone: 'muted' };
  return [review, approvalBadge(item.approval), findingsBadge(item.findings)].filter(
    (badge): badge is StatusBadgeInfo => badge !== null,
  );
}

export const REASON_TEXT = {
  firm_setting: 'The firm requires approval before sharing.',
  retail_communication:
    'Sent to more than 25 recipients within 30 days: a retail communication (FINRA Rule 2210).',
} as const;
