import { randomBytes } from 'node:crypto';

/**
 * 128 random bits, base64url (22 characters). A link built in the browser from a timestamp and
 * a short suffix could be guessed; a link is the only key to a client's
 * video (before its optional password), so the server makes it from the system's CSPRNG.
 */
export const newShareLink = (): string => randomBytes(16).toString('base64url');

/** What a share link looks like; anything else names no video. */
export const SHARE_LINK_PATTERN = /^[A-Za-z0-9_-]{22}$/;
