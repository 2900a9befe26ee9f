import type { ApprovalReason, ApprovalView } from '../../shared/api/compliance.ts';

/** The parts of a video's approval context the rules read. */
export interface ApprovalFacts {
  createdAt: string;
  requireApprovalSince: string | null;
  retailFlaggedAt: string | null;
  decision: string | null;
  decidedBy: string | null;
  decidedAt: string | null;
  note: string | null;
}

/**
 * Where a video stands: approval is required when the firm asked for it before the video was
 * made, or when the video became a retail communication; a principal's decision settles it.
 */
export function approvalOf(facts: ApprovalFacts): ApprovalView {
  const reasons: ApprovalReason[] = [];
  if (facts.requireApprovalSince !== null && facts.createdAt >= facts.requireApprovalSince) {
    reasons.push('firm_setting');
  }
  if (facts.retailFlaggedAt !== null) reasons.push('retail_communication');
  const decided = facts.decision === 'approved' || facts.decision === 'rejected';
  const state = decided
    ? (facts.decision as 'approved' | 'rejected')
    : reasons.length > 0
      ? 'pending'
      : 'not_required';
  return {
    state,
    reasons,
    retailFlaggedAt: facts.retailFlaggedAt,
    decidedBy: decided ? facts.decidedBy : null,
    decidedAt: decided ? facts.decidedAt : null,
    note: decided ? facts.note : null,
  };
}

/** What the share page may give a viewer, by the video's approval. */
export type ShareApproval = 'open' | 'awaiting' | 'rejected';

/**
 * A rejected video shows nobody anything. A pending one shows nothing to anyone when the firm
 * requires approval; when it is pending only as a retail communication, viewers who already
 * hold a pass keep watching (they were among the first recipients) and new viewers wait.
 */
export function shareApprovalFor(approval: ApprovalView, holdsPass: boolean): ShareApproval {
  if (approval.state === 'rejected') return 'rejected';
  if (approval.state !== 'pending') return 'open';
  const retailOnly =
    approval.reasons.length === 1 && approval.reasons[0] === 'retail_communication';
  return retailOnly && holdsPass ? 'open' : 'awaiting';
}
