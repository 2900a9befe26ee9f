import type { Limit } from '../rate-limit/service.ts';

/**
 * Funnel events from one address: anyone may send them, unsigned, so a script could otherwise
 * fill the table. A person on the pricing page sends a few; an office of them, a few dozen.
 */
export const PRICING_EVENTS_PER_ADDRESS: Limit = {
  max: 60,
  windowMs: 60 * 60_000,
  message: 'Too many requests from this address. Please wait a while and try again.',
};
