import type { Limit } from '../rate-limit/service.ts';

const MINUTE = 60 * 1000;

/*
 * A video's password is guessed against three counters (see password-guesses.ts):
 *
 * - per (link, address), PASSWORD_FAILURES: enough for a client's typos, far too few to guess.
 * - per link from every address, PASSWORD_FAILURES_PER_LINK: what a guesser with many
 *   addresses meets, since it does not depend on addresses. It must not become a way for a
 *   stranger to lock the client out, so reaching it does not close the link: it guards it.
 * - while the link is guarded, each address (an IPv6 one by its /64) gets one try an hour,
 *   PASSWORD_TRIES_WHILE_GUARDED. A client who types the right password gets in, whatever
 *   strangers elsewhere send; a guesser gets one guess per address per hour instead of 40.
 *
 * Only wrong passwords count on any of them: a right one is handed back.
 */

/** Guesses at one link's password from one address (10 per 15 minutes: enough for typos, far too few to guess). */
export const PASSWORD_FAILURES: Limit = {
  max: 10,
  windowMs: 15 * MINUTE,
  message: 'Too many incorrect passwords. Please wait 15 minutes and try again.',
};

/** Wrong passwords at one link from all addresses together before the link is guarded. */
export const PASSWORD_FAILURES_PER_LINK: Limit = {
  max: 30,
  windowMs: 60 * MINUTE,
  message: 'Too many incorrect passwords. Please wait an hour and try again.',
};

/** Tries per address (or IPv6 /64) at a guarded link. */
export const PASSWORD_TRIES_WHILE_GUARDED: Limit = {
  max: 1,
  windowMs: 60 * MINUTE,
  message:
    'This video has had many wrong passwords from elsewhere, so each device gets one try an hour. Please wait an hour and try again.',
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
