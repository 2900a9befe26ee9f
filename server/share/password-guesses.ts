import { recipientOf } from '../compliance/recipient.ts';
import type { AppDeps } from '../deps.ts';
import { RateLimited } from '../errors/domain-errors.ts';
import { reserve, type Reservation } from '../rate-limit/service.ts';
import {
  PASSWORD_FAILURES,
  PASSWORD_FAILURES_PER_LINK,
  PASSWORD_TRIES_WHILE_GUARDED,
} from './limits.ts';

/**
 * Charges one guess at a video's password from `ip` before it is compared (so a burst gets no
 * more comparisons than the limits), or throws 429. Release the reservation when the password
 * was right. Why three counters, and why the link's own never refuses on its own: limits.ts.
 */
export async function chargePasswordGuess(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  videoId: string,
  ip: string,
): Promise<Reservation> {
  const fromAddress = await reserve(deps, [
    { key: `share-password:${videoId}:${ip}`, limit: PASSWORD_FAILURES },
  ]);
  try {
    const linkWide = await reserve(deps, [
      { key: `share-password-link:${videoId}`, limit: PASSWORD_FAILURES_PER_LINK },
    ]).catch((error: unknown) => {
      if (!(error instanceof RateLimited)) throw error;
      const guardedKey = `share-password-guarded:${videoId}:${recipientOf(ip)}`;
      return reserve(deps, [{ key: guardedKey, limit: PASSWORD_TRIES_WHILE_GUARDED }]);
    });
    return {
      async release() {
        await fromAddress.release();
        await linkWide.release();
      },
    };
  } catch (error) {
    await fromAddress.release();
    throw error;
  }
}
