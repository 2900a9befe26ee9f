import type { Limit } from '../rate-limit/service.ts';

const MINUTE = 60 * 1000;

/** Guesses at one link's password from one address (10 per 15 minutes: enough for typos, far too few to guess). */
export const PASSWORD_FAILURES: Limit = {
  max: 10,
  windowMs: 15 * MINUTE,
  message: 'Too many incorrect passwords. Please wait 15 minutes and try again.',
};

/** Each acceptance is an audit entry: a script re-accepting in a loop must not fill the log. */
export const TERMS_ACCEPTANCES: Limit = {
  max: 30,
  windowMs: 15 * MINUTE,
  message: 'Too many attempts. Please wait a few minutes and try again.',
};

/** A player reports a handful of events a minute; far more is a script. */
export const EVENTS_PER_VISIT: Limit = {
  max: 120,
  windowMs: MINUTE,
  message: 'Too many events from this visit. Please slow down.',
};

/** Several people behind one office address may watch at once. */
export const EVENTS_PER_ADDRESS: Limit = {
  max: 600,
  windowMs: MINUTE,
  message: 'Too many events from this address. Please slow down.',
};

export const COMMENTS_PER_ADDRESS: Limit = {
  max: 20,
  windowMs: 60 * MINUTE,
  message: 'You have sent a lot of comments. Please wait a while before sending more.',
};
