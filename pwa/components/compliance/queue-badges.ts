import type { ApprovalView, QueueItemView } from '../../../shared/api/compliance.ts';
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

/** The pills of a queue item: reviewed or not, then its approval. */
export function queueBadges(
  item: Pick<QueueItemView, 'lastReview' | 'approval'>,
): StatusBadgeInfo[] {
  const review: StatusBadgeInfo = item.lastReview
    ? { label: 'Reviewed', tone: 'success', detail: `Reviewed by ${item.lastReview.reviewerName}` }
    : { label: 'Not reviewed', tone: 'muted' };
  const approval = approvalBadge(item.approval);
  return approval ? [review, approval] : [review];
}

export const REASON_TEXT = {
  firm_setting: 'The firm requires approval before sharing.',
  retail_communication:
    'Sent to more than 25 recipients within 30 days: a retail communication (FINRA Rule 2210).',
} as const;
