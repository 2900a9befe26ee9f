import { describe, expect, it } from 'vitest';
import { checkExpiry, linkStatus, toLocalInputValue } from './link-expiry.ts';

const NOW = new Date(2026, 2, 10, 12, 0);

describe('toLocalInputValue', () => {
  it('shows an ISO time as the local date and time, to the minute', () => {
    const iso = new Date(2026, 2, 31, 17, 5, 40).toISOString();
    expect(toLocalInputValue(iso)).toBe('2026-03-31T17:05');
  });

  it('is empty for no time or a bad one', () => {
    expect(toLocalInputValue(null)).toBe('');
    expect(toLocalInputValue('whenever')).toBe('');
  });

  it('round-trips with checkExpiry', () => {
    const check = checkExpiry('2026-04-01T09:30', NOW);
    expect(check.ok && toLocalInputValue(check.iso)).toBe('2026-04-01T09:30');
  });
});

describe('checkExpiry', () => {
  it('takes a future local time as its ISO timestamp', () => {
    expect(checkExpiry('2026-04-01T09:30', NOW)).toEqual({
      ok: true,
      iso: new Date(2026, 3, 1, 9, 30).toISOString(),
    });
  });

  it('takes an empty value as never expiring', () => {
    expect(checkExpiry('', NOW)).toEqual({ ok: true, iso: null });
    expect(checkExpiry('  ', NOW)).toEqual({ ok: true, iso: null });
  });

  it('refuses a time that has passed and one that is not a time', () => {
    expect(checkExpiry('2026-03-10T11:59', NOW)).toEqual({
      ok: false,
      error: 'Please choose a time in the future',
    });
    expect(checkExpiry('2026-03-10T12:00', NOW).ok).toBe(false);
    expect(checkExpiry('next week', NOW)).toEqual({
      ok: false,
      error: 'Please choose a date and time',
    });
    expect(checkExpiry('2026-02-31T10:00', NOW).ok).toBe(false);
  });
});

describe('linkStatus', () => {
  const share = { revoked: false, expiresAt: null, expired: false };
  it('is active, revoked or expired', () => {
    expect(linkStatus(share, NOW)).toBe('active');
    expect(linkStatus({ ...share, revoked: true, expired: true }, NOW)).toBe('revoked');
    expect(linkStatus({ ...share, expired: true }, NOW)).toBe('expired');
  });

  it('sees an expiry pass while the page is open', () => {
    const past = new Date(2026, 2, 10, 11, 0).toISOString();
    const future = new Date(2026, 2, 10, 13, 0).toISOString();
    expect(linkStatus({ ...share, expiresAt: past }, NOW)).toBe('expired');
    expect(linkStatus({ ...share, expiresAt: future }, NOW)).toBe('active');
  });
});
