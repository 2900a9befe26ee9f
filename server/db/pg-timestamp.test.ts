import { describe, expect, it } from 'vitest';
import { parsedTimestamp, timestampText } from './pg-timestamp.ts';

describe('a PostgreSQL timestamptz as text', () => {
  it('reads as pg and Date would, for every fraction PostgreSQL prints', () => {
    const texts = [
      '2026-11-28 15:16:00+00',
      '2026-11-28 15:16:00.1+00',
      '2026-11-28 15:16:00.12+00',
      '2026-11-28 15:16:00.123+00',
      '2026-11-28 15:16:00.999999+00',
      '2026-11-28 15:16:00.000001+00',
      '2026-11-28 15:16:00.070529+00',
      '0999-01-01 00:00:00.5+00',
      '2024-02-29 23:59:59.9995+00',
    ];
    for (const text of texts) expect(timestampText(text)).toBe(parsedTimestamp(text));
  });

  it('leaves other time zones and years to pg’s parser', () => {
    expect(timestampText('2026-11-28 16:16:00.25+01')).toBe('2026-11-28T15:16:00.250Z');
    expect(timestampText('2026-11-28 10:46:00-04:30')).toBe('2026-11-28T15:16:00.000Z');
    expect(timestampText('12026-11-28 15:16:00+00')).toBe(
      parsedTimestamp('12026-11-28 15:16:00+00'),
    );
  });
});
