import { describe, expect, it } from 'vitest';
import { VIDEO_TITLE_MAX_LENGTH } from '../constants/limits.ts';
import { defaultVideoTitle, isTimeZone } from './default-title.ts';

const LATE_EVENING_IN_NEW_YORK = new Date('2026-11-24T02:30:00Z');

describe('defaultVideoTitle', () => {
  it('names the client and the day, in the advisor’s time zone', () => {
    expect(defaultVideoTitle('Margaret Chen', LATE_EVENING_IN_NEW_YORK, 'UTC')).toBe(
      'Video for Margaret Chen, 24 Nov 2026',
    );
    expect(defaultVideoTitle('Margaret Chen', LATE_EVENING_IN_NEW_YORK, 'America/New_York')).toBe(
      'Video for Margaret Chen, 23 Nov 2026',
    );
  });

  it('says it is a video message when no client was named', () => {
    expect(defaultVideoTitle('  ', LATE_EVENING_IN_NEW_YORK, 'UTC')).toBe(
      'Video message, 24 Nov 2026',
    );
  });

  it('ignores a time zone it does not know, and shortens a very long name to fit', () => {
    expect(defaultVideoTitle('Ann', LATE_EVENING_IN_NEW_YORK, 'Mars/Olympus')).toMatch(
      /^Video for Ann, 2[34] Nov 2026$/,
    );
    const title = defaultVideoTitle('x'.repeat(400), LATE_EVENING_IN_NEW_YORK, 'UTC');
    expect(title.length).toBe(VIDEO_TITLE_MAX_LENGTH);
    expect(title.endsWith('…, 24 Nov 2026')).toBe(true);
  });
});

describe('isTimeZone', () => {
  it.each([
    ['Europe/London', true],
    ['UTC', true],
    ['Not/AZone', false],
    ['', false],
  ])('%j → %s', (zone, known) => {
    expect(isTimeZone(zone)).toBe(known);
  });
});
