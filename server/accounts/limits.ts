import { RESET_LINK_TTL_MINUTES } from '../../shared/constants/limits.ts';
import type { Claim, Limit } from '../rate-limit/service.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/*
 * Sign-in limits: stop guessing without handing anyone a way to lock an advisor out.
 *
 * A limit keyed on the email alone is a lockout button: whoever knows an advisor's email can
 * send ten wrong passwords and keep the real advisor out. So wrong passwords are counted on
 * three counters, each answering a different attacker:
 *
 * - per (email, address), 10 per 15 minutes: one machine guessing one account. This is the
 *   limit a person who mistypes meets, and it only ever stops that one address.
 * - per address, 30 per 15 minutes: one machine trying a few passwords on many accounts.
 *   Higher than the pair limit because an office of advisors shares one address.
 * - per email, 50 per day (the brake): many machines guessing one account together, which the
 *   first two cannot see. It is slow enough that a mistyping owner never meets it, so only a
 *   distributed attack trips it; and the owner gets past it with a reset email (below): a new
 *   password makes every earlier guess worthless, so a reset clears the brake and signs the
 *   owner in.
 *
 * Every attempt is charged before the password is compared (so bursts get no extra guesses),
 * and handed back when the password is right: only wrong passwords count.
 */
const LOGIN_WAIT_MESSAGE =
  'Too many failed sign-in attempts. Please wait 15 minutes and try again.';

export const LOGIN_FAILURES_PER_EMAIL_AND_ADDRESS: Limit = {
  max: 10,
  windowMs: 15 * MINUTE,
  message: LOGIN_WAIT_MESSAGE,
};

export const LOGIN_FAILURES_PER_ADDRESS: Limit = {
  max: 30,
  windowMs: 15 * MINUTE,
  message: LOGIN_WAIT_MESSAGE,
};

export const LOGIN_FAILURES_PER_EMAIL: Limit = {
  max: 50,
  windowMs: 24 * HOUR,
  message:
    'Too many failed sign-in attempts on this account. Reset your password with a code sent to your email to sign in now.',
};

/** The brake's counter: the one a successful password reset clears. */
export const loginBrakeKey = (email: string) => `login-failures:email:${email}`;

/** The pair's counter: the one a right password from that address clears. */
export const loginPairKey = (email: string, ip: string) =>
  `login-failures:email-address:${ip}|${email}`;

/** What one sign-in attempt for `email` from `ip` is charged to. */
export function loginClaims(email: string, ip: string): Claim[] {
  return [
    { key: loginPairKey(email, ip), limit: LOGIN_FAILURES_PER_EMAIL_AND_ADDRESS },
    { key: `login-failures:ip:${ip}`, limit: LOGIN_FAILURES_PER_ADDRESS },
    { key: loginBrakeKey(email), limit: LOGIN_FAILURES_PER_EMAIL },
  ];
}

/*
 * Password reset: whoever can read the account's inbox always gets in; whoever only knows the
 * email can never keep them out. Each step a stranger can take is answered:
 *
 * - Tripping the sign-in brake (above) is undone by a reset, and a reset signs the owner in
 *   itself, so a brake tripped again between the reset and a sign-in keeps nobody out.
 * - Each reset email carries a 6-digit code (easy to type on another device) and a one-time
 *   link holding a 256-bit secret. The code dies after RESET_CODE_MAX_ATTEMPTS wrong tries from
 *   anyone, so a distributed guesser cannot guess it in time; that lets a stranger end the
 *   code, but not the link: a secret of that length cannot be guessed, so the link has no try
 *   limit for anyone to use up.
 * - Asking for a reset does not end the links of earlier emails (it does end their codes: only
 *   the newest code is compared, so guesses never face more than one code). Only a reset made,
 *   or time, ends a link.
 * - Reset emails are limited per email (RESET_REQUESTS), or the form would be a way to flood an
 *   inbox. The limit's window is as long as a link lives (RESET_LINK_TTL_MINUTES), so a stranger
 *   who uses the limit up has sent the owner a link that works until the owner may ask again.
 */

/** Reset emails per email address: each one is an email to that inbox. */
export const RESET_REQUESTS: Limit = {
  max: 5,
  windowMs: RESET_LINK_TTL_MINUTES * MINUTE,
  message:
    'Too many reset codes requested. Please use the link in the last email, or wait an hour.',
};

/** Reset codes asked for from one address, across emails: one machine mailing many inboxes. */
export const RESET_REQUESTS_PER_ADDRESS: Limit = {
  max: 20,
  windowMs: 60 * MINUTE,
  message: 'Too many reset codes requested. Please wait an hour and try again.',
};

/**
 * Email changes asked for by one advisor in an hour: each mails a code to an address the
 * advisor typed, and a notice to their own inbox.
 */
export const EMAIL_CHANGE_REQUESTS: Limit = {
  max: 5,
  windowMs: 60 * MINUTE,
  message: 'Too many email changes requested. Please wait an hour and try again.',
};

/**
 * Sign-ups from one address in an hour: each sends a welcome email to an address nobody has
 * confirmed, with a name the sender chose, so a script must not turn sign-up into a mailer.
 * The number is the operator's (a firm may sign up its whole office in one morning).
 */
export function signupsPerAddress(perHour: number): Limit {
  return {
    max: perHour,
    windowMs: HOUR,
    message: 'Too many sign-ups from this address. Please wait an hour and try again.',
  };
}

/** A code is dead after this many wrong tries; 6 digits then cannot be guessed in time. */
export const RESET_CODE_MAX_ATTEMPTS = 5;
