import type { FindingsResponse, FindingState } from '../../../shared/api/screening.ts';

/** States the advisor still has to act on (a blur or mute being made is not done yet). */
const WAITING: readonly FindingState[] = ['open', 'blurring', 'muting'];

/** What the saved screen says of the check: still running, nothing found, or what to review. */
export type FindingsSummary =
  | { kind: 'checking' }
  | { kind: 'clear'; unreadable: boolean }
  | { kind: 'review'; count: number; text: string }
  | { kind: 'resolved'; count: number };

export function findingsSummary(data: FindingsResponse | undefined): FindingsSummary {
  if (!data || (data.status === 'pending' && data.findings.length === 0)) {
    return { kind: 'checking' };
  }
  if (data.findings.length === 0) {
    return { kind: 'clear', unreadable: data.status === 'unavailable' };
  }
  const count = data.findings.filter((finding) => WAITING.includes(finding.state)).length;
  if (count === 0) return { kind: 'resolved', count: data.findings.length };
  return {
    kind: 'review',
    count,
    text:
      count === 1
        ? '1 finding to review before you send'
        : `${count} findings to review before you send`,
  };
}
