import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { signupSchema } from './accounts.ts';
import { complianceExportQuerySchema } from './compliance-export.ts';
import { complimentSchema } from './share.ts';
import { listVideosQuerySchema, updateVideoSchema } from './videos.ts';

const SESSION = '9b2f7a52-4b7e-4b8a-9d2b-0c5f3e1d2a10';

describe('text a person could not have typed', () => {
  it.each(['\u202e', '\u2066', '\u0000', '\u0007', '\u0085'])(
    'refuses %j in names, titles and comments',
    (bad) => {
      expect(v.safeParse(updateVideoSchema, { title: `invoice${bad}fdp.exe` }).success).toBe(false);
      expect(v.safeParse(updateVideoSchema, { clientName: `Jo${bad}` }).success).toBe(false);
      const comment = { sessionId: SESSION, type: 'custom', message: `Hi${bad}` };
      expect(v.safeParse(complimentSchema, comment).success).toBe(false);
      const signup = {
        advisorName: `Ana${bad}`,
        companyName: 'Diaz',
        email: 'a@example.com',
        password: 'correct horse',
        agreeToTerms: true,
      };
      expect(v.safeParse(signupSchema, signup).success).toBe(false);
    },
  );

  it('keeps line breaks in descriptions and comments', () => {
    expect(v.safeParse(updateVideoSchema, { description: 'One\nTwo\r\n\tThree' }).success).toBe(
      true,
    );
    const comment = { sessionId: SESSION, type: 'custom', message: 'Thanks,\nJo' };
    expect(v.safeParse(complimentSchema, comment).success).toBe(true);
  });
});

describe('dates', () => {
  it.each([
    '2030-12-31T10:00:00+23',
    '0000-01-01T00:00:00Z',
    '+275760-09-13T00:00:00Z',
    '2030-02-30T10:00:00Z',
    'tomorrow',
  ])('refuses shareExpiresAt %j', (bad) => {
    expect(v.safeParse(updateVideoSchema, { shareExpiresAt: bad }).success).toBe(false);
  });

  it('reads an offset time as its instant', () => {
    const parsed = v.parse(updateVideoSchema, { shareExpiresAt: '2030-12-31T10:00:00+02:00' });
    expect(parsed.shareExpiresAt).toBe('2030-12-31T08:00:00.000Z');
  });

  it.each([
    ['0000-01-01', '2026-01-01'],
    ['2026-01-01', '9999-12-31'],
    ['2026-02-30', '2026-03-01'],
  ])('refuses the range %s to %s', (from, to) => {
    expect(v.safeParse(listVideosQuerySchema, { from, to }).success).toBe(false);
    expect(v.safeParse(complianceExportQuerySchema, { from, to }).success).toBe(false);
  });

  it('takes a whole day as `to`', () => {
    expect(v.parse(complianceExportQuerySchema, { from: '2026-01-01', to: '2026-01-31' })).toEqual({
      from: '2026-01-01T00:00:00.000Z',
      to: '2026-02-01T00:00:00.000Z',
    });
  });
});
