import { describe, expect, it } from 'vitest';
import type { FindingView } from '../../../shared/api/screening.ts';
import { findingsSummary } from './findings-summary.ts';

const finding = (state: FindingView['state']): FindingView => ({
  id: state,
  kind: 'ssn',
  startSeconds: 1,
  endSeconds: 3,
  box: { x: 0.1, y: 0.1, width: 0.2, height: 0.05 },
  masked: '***-**-6789',
  state,
});

describe('what the saved screen says of the check', () => {
  it('is still checking until the screening has run', () => {
    expect(findingsSummary(undefined)).toEqual({ kind: 'checking' });
    expect(findingsSummary({ status: 'pending', findings: [] })).toEqual({ kind: 'checking' });
  });

  it('counts what the advisor still has to act on, a blur being made among them', () => {
    const data = {
      status: 'done' as const,
      findings: [finding('open'), finding('blurring'), finding('dismissed')],
    };
    expect(findingsSummary(data)).toEqual({
      kind: 'review',
      count: 2,
      text: '2 findings to review before you send',
    });
    expect(findingsSummary({ status: 'done', findings: [finding('open')] })).toMatchObject({
      text: '1 finding to review before you send',
    });
  });

  it('says when nothing was found, or everything found was dealt with', () => {
    expect(findingsSummary({ status: 'done', findings: [] })).toEqual({
      kind: 'clear',
      unreadable: false,
    });
    expect(findingsSummary({ status: 'unavailable', findings: [] })).toEqual({
      kind: 'clear',
      unreadable: true,
    });
    expect(
      findingsSummary({ status: 'done', findings: [finding('muted'), finding('blurred')] }),
    ).toEqual({ kind: 'resolved', count: 2 });
  });
});
