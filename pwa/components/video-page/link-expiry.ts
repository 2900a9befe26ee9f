import type { ShareLinkState } from '../../../shared/api/videos.ts';

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO time as a `datetime-local` input shows it: local 'YYYY-MM-DDTHH:mm'; '' for none. */
export function toLocalInputValue(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}`
  );
}

export type ExpiryCheck = { ok: true; iso: string | null } | { ok: false; error: string };

/**
 * The `datetime-local` input's value as the API takes it: an ISO timestamp in the future, or
 * null (cleared: the link never expires).
 */
export function checkExpiry(value: string, now: Date = new Date()): ExpiryCheck {
  if (value.trim() === '') return { ok: true, iso: null };
  // 'YYYY-MM-DDTHH:mm' without a zone is local time to Date, as the advisor meant it.
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?$/.test(value)) {
    return { ok: false, error: 'Please choose a date and time' };
  }
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return { ok: false, error: 'Please choose a date and time' };
  if (date.getTime() <= now.getTime()) {
    return { ok: false, error: 'Please choose a time in the future' };
  }
  return { ok: true, iso: date.toISOString() };
}

export type LinkStatus = 'active' | 'revoked' | 'expired';

/** Whether the link opens the video; a revoked link stays revoked whatever its expiry. */
export function linkStatus(share: ShareLinkState, now: Date = new Date()): LinkStatus {
  if (share.revoked) return 'revoked';
  if (share.expired) return 'expired';
  if (share.expiresAt && Date.parse(share.expiresAt) <= now.getTime()) return 'expired';
  return 'active';
}
