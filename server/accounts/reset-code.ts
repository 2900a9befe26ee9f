import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** sha256 of a code or a link secret: all that password_reset_tokens keeps of either. */
export const hashResetCode = (code: string): string =>
  createHash('sha256').update(code).digest('hex');

/** Whether `code` is the one whose hash the row keeps, compared in constant time. */
export const resetCodeMatches = (code: string, tokenHash: string): boolean =>
  timingSafeEqual(Buffer.from(hashResetCode(code), 'hex'), Buffer.from(tokenHash, 'hex'));

/**
 * The 6-digit code of a reset token row: an HMAC of the row's random id under the server's
 * secret key (the integrations key), so nobody without the key can work it out. Derived rather
 * than drawn, the code can be made again for each try of its email job: neither the jobs table
 * nor the tokens table ever holds it. The label keeps it apart from the key's other uses;
 * 48 bits reduced to a million leave no bias worth counting.
 */
export function resetCodeFor(key: Buffer, tokenId: string): string {
  const mac = createHmac('sha256', key).update(`password-reset-code:${tokenId}`).digest();
  return String(mac.readUIntBE(0, 6) % 1_000_000).padStart(6, '0');
}

/**
 * The one-time link secret of a password reset row: 256 bits of HMAC of the row's id under the
 * server's key, in base64url (43 characters). Derived like the code, so it is stored nowhere
 * and each try of the email job writes the same link; far too long to guess, so it needs no
 * try limit, and nobody's wrong guesses can end it.
 */
export function resetLinkSecretFor(key: Buffer, tokenId: string): string {
  return createHmac('sha256', key).update(`password-reset-link:${tokenId}`).digest('base64url');
}
