import { describe, expect, it } from 'vitest';
import { approvalOf, shareApprovalFor, type ApprovalFacts } from './approval.ts';

const facts = (over: Partial<ApprovalFacts> = {}): ApprovalFacts => ({
  createdAt: '2026-03-02T10:00:00.000Z',
  requireApprovalSince: null,
  retailFlaggedAt: null,
  decision: null,
  decidedBy: null,
  decidedAt: null,
  note: null,
  ...over,
});

describe('approval rules', () => {
  it('needs approval for videos made since the firm turned the setting on, not before', () => {
    const since = { requireApprovalSince: '2026-03-02T10:00:00.000Z' };
    expect(approvalOf(facts(since))).toMatchObject({ state: 'pending', reasons: ['firm_setting'] });
    const older = facts({ ...since, createdAt: '2026-03-02T09:59:59.999Z' });
    expect(approvalOf(older)).toMatchObject({ state: 'not_required', reasons: [] });
  });

  it('keeps pass holders of a retail communication watching, but not of a firm-held one', () => {
    const retail = approvalOf(facts({ retailFlaggedAt: '2026-03-03T00:00:00.000Z' }));
    expect(shareApprovalFor(retail, true)).toBe('open');
    expect(shareApprovalFor(retail, false)).toBe('awaiting');
    const both = approvalOf(
      facts({ retailFlaggedAt: '2026-03-03T00:00:00.000Z', requireApprovalSince: '2026-01-01' }),
    );
    expect(shareApprovalFor(both, true)).toBe('awaiting');
  });

  it('lets a decision settle it: approved opens, rejected closes to everyone', () => {
    const flagged = { retailFlaggedAt: '2026-03-03T00:00:00.000Z', decidedBy: 'Casey' };
    const approved = approvalOf(facts({ ...flagged, decision: 'approved' }));
    expect(approved).toMatchObject({ state: 'approved', decidedBy: 'Casey' });
    expect(shareApprovalFor(approved, false)).toBe('open');
    const rejected = approvalOf(facts({ ...flagged, decision: 'rejected' }));
    expect(shareApprovalFor(rejected, true)).toBe('rejected');
  });
});
