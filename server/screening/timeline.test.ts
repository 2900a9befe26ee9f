import { describe, expect, it } from 'vitest';
import type { FrameFinding } from './frame-findings.ts';
import { findingsOverTime } from './timeline.ts';

const ssnAt = (x: number): FrameFinding => ({
  kind: 'ssn',
  masked: '***-**-1120',
  box: { x, y: 0.1, width: 0.2, height: 0.05 },
});

describe('findings over the time they are on screen', () => {
  it('joins frames in a row showing the same thing, until the next frame read', () => {
    const found = findingsOverTime(
      [
        { seconds: 0, findings: [ssnAt(0.1)] },
        { seconds: 2, findings: [ssnAt(0.3)] },
        { seconds: 4, findings: [] },
        { seconds: 6, findings: [ssnAt(0.1)] },
      ],
      7.5,
    );
    expect(found).toEqual([
      {
        kind: 'ssn',
        masked: '***-**-1120',
        startSeconds: 0,
        endSeconds: 4,
        // Covers both places it stood, so a blur over 0-4 s hides it in each.
        box: {
          x: 0.1,
          y: 0.1,
          width: expect.closeTo(0.4, 6) as number,
          height: expect.closeTo(0.05, 6) as number,
        },
      },
      { ...ssnAt(0.1), startSeconds: 6, endSeconds: 7.5 },
    ]);
  });

  it('keeps different things on the same frames apart', () => {
    const card: FrameFinding = { ...ssnAt(0.5), kind: 'card_number', masked: '**** 1111' };
    const found = findingsOverTime([{ seconds: 0, findings: [ssnAt(0.1), card] }], 3);
    expect(found.map((f) => [f.kind, f.startSeconds, f.endSeconds])).toEqual([
      ['ssn', 0, 3],
      ['card_number', 0, 3],
    ]);
  });
});
