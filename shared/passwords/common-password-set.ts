import { COMMON_PASSWORDS } from './common-passwords.ts';

let common: Set<string> | undefined;

/**
 * The bundled list of common passwords as a set, built on first use. The PWA's build swaps this
 * module for pwa/passwords/common-password-set.ts, which downloads the list only when a screen
 * that sets a password needs it.
 */
export function commonPasswordSet(): ReadonlySet<string> {
  common ??= new Set(COMMON_PASSWORDS.split('\n').filter(Boolean));
  return common;
}
