import type { DomainErrorKind } from '../errors/domain-errors.ts';

/** The one place a domain error's kind becomes an HTTP status code. */
export const HTTP_STATUS_OF: { readonly [K in DomainErrorKind]: number } = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  'method-not-allowed': 405,
  conflict: 409,
  'too-large': 413,
  'unsupported-type': 415,
  unprocessable: 422,
  'rate-limited': 429,
  'upstream-failed': 502,
  unavailable: 503,
  'insufficient-storage': 507,
};
