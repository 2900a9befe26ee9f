import { VIDEO_TITLE_MAX_LENGTH } from '../constants/limits.ts';

/** True when `zone` is an IANA time zone this runtime knows ('America/New_York', 'UTC'). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** '24 Nov 2026': day first, month in letters, so no reader mistakes 11/12 for 12/11. */
export function titleDate(at: Date, timeZone?: string): string {
  return at.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    ...(timeZone && isTimeZone(timeZone) ? { timeZone } : {}),
  });
}

/**
 * The title a video gets when the advisor typed none and no model wrote one: who it is for and
 * when, which tells the advisor's library and the client what it is, instead of a generic
 * marketing line that would pretend to describe it.
 */
export function defaultVideoTitle(clientName: string, at: Date, timeZone?: string): string {
  const when = titleDate(at, timeZone);
  const client = clientName.trim();
  if (!client) return `Video message, ${when}`;
  const room = VIDEO_TITLE_MAX_LENGTH - `Video for , ${when}`.length;
  const name = client.length > room ? `${client.slice(0, room - 1)}…` : client;
  return `Video for ${name}, ${when}`;
}
