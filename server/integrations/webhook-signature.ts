import { createHmac, timingSafeEqual } from 'node:crypto';
import { WEBHOOK_TOLERANCE_SECONDS } from '../../shared/api/integrations.ts';

/** The header carrying a delivery's signature. */
export const SIGNATURE_HEADER = 'Briefcast-Signature';

const hmacHex = (secret: string, timestamp: number, body: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

/** `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>`. */
export function signWebhook(secret: string, body: string, timestamp: number): string {
  return `t=${timestamp},v1=${hmacHex(secret, timestamp, body)}`;
}

export interface VerifyInput {
  secret: string;
  /** The raw request body, exactly as received (before any JSON parsing). */
  body: string;
  /** The Briefcast-Signature header. */
  header: string | undefined;
  /** The receiver's clock, in milliseconds; now by default. */
  nowMs?: number;
  toleranceSeconds?: number;
}

/**
 * A receiver's check of a delivery: the HMAC over `<t>.<body>` matches (compared in constant
 * time) and `t` is within the tolerance of the receiver's clock, so a captured request cannot
 * be replayed later. Receivers in other languages do the same four steps: split the header,
 * recompute the HMAC, compare in constant time, check the age.
 */
export function verifyWebhookSignature(input: VerifyInput): boolean {
  const parts = new Map(
    (input.header ?? '').split(',').map((part) => {
      const [name = '', ...rest] = part.trim().split('=');
      return [name, rest.join('=')] as const;
    }),
  );
  const timestamp = Number(parts.get('t'));
  const given = parts.get('v1') ?? '';
  if (!Number.isSafeInteger(timestamp) || !/^[0-9a-f]{64}$/.test(given)) return false;
  const tolerance = input.toleranceSeconds ?? WEBHOOK_TOLERANCE_SECONDS;
  const nowSeconds = Math.floor((input.nowMs ?? Date.now()) / 1000);
  if (Math.abs(nowSeconds - timestamp) > tolerance) return false;
  const expected = Buffer.from(hmacHex(input.secret, timestamp, input.body), 'hex');
  return timingSafeEqual(expected, Buffer.from(given, 'hex'));
}
