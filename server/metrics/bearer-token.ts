import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Whether an Authorization header carries exactly `token` as a bearer token. Both sides are
 * hashed first, so the comparison takes the same time whatever the length or the first
 * wrong character of what was sent.
 */
export function hasBearerToken(authorization: string | undefined, token: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  const sent = match?.[1] ?? '';
  return timingSafeEqual(digest(sent), digest(token)) && match !== null;
}
