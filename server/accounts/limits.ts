import type { Limit } from '../rate-limit/service.ts';

const MINUTE = 60_000;

/** Issue 3: 10 failed sign-ins per 15 minutes, per email and per IP address. */
export const LOGIN_FAILURES: Limit = {
  max: 10,
  windowMs: 15 * MINUTE,
  message: 'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
};

/** Issue 3: 5 reset codes per hour per email. */
export const RESET_REQUESTS: Limit = {
  max: 5,
  windowMs: 60 * MINUTE,
  message: 'Too many reset codes requested. Please wait an hour and try again.',
};

/** A code is dead after this many wrong tries; 6 digits then cannot be guessed in time. */
export const RESET_CODE_MAX_ATTEMPTS = 5;
