import { STORAGE_FULL_MESSAGE, type ErrorCode } from '../../shared/api/errors.ts';
import type { FieldError } from '../../shared/schemas/issues.ts';

/**
 * What went wrong, in the product's terms. A closed set: services throw these, and only the
 * HTTP edge (http/error-status.ts) turns a kind into a status code.
 */
export type DomainErrorKind =
  | 'invalid'
  | 'unauthenticated'
  | 'forbidden'
  | 'not-found'
  | 'method-not-allowed'
  | 'conflict'
  | 'too-large'
  | 'unsupported-type'
  | 'unprocessable'
  | 'rate-limited'
  | 'upstream-failed'
  | 'unavailable'
  | 'insufficient-storage';

/** An error the client may see: its kind, stable code and message are the API's contract. */
export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    readonly code: ErrorCode,
    message: string,
    readonly errors?: FieldError[],
  ) {
    super(message);
  }
}

/** The request is wrong: a field (listed in `errors`), a code typed, a parameter. */
export class Invalid extends DomainError {
  constructor(message: string, { code = 'BAD_REQUEST', errors }: InvalidOptions = {}) {
    super('invalid', code, message, errors);
  }
}
interface InvalidOptions {
  code?: ErrorCode;
  errors?: FieldError[] | undefined;
}

/** Fields that failed their checks, each with its message; the first is the summary. */
export const invalidFields = (
  errors: FieldError[],
  message = errors[0]?.message ?? 'Invalid request',
) => new Invalid(message, { code: 'VALIDATION_ERROR', errors });

export class Unauthenticated extends DomainError {
  constructor(message = 'Please log in to continue', code: ErrorCode = 'UNAUTHENTICATED') {
    super('unauthenticated', code, message);
  }
}

export class Forbidden extends DomainError {
  constructor(message = 'You do not have access to this') {
    super('forbidden', 'FORBIDDEN', message);
  }
}

export class NotFound extends DomainError {
  constructor(message = 'Not found') {
    super('not-found', 'NOT_FOUND', message);
  }
}

export class MethodNotAllowed extends DomainError {
  constructor(message = 'Method not allowed') {
    super('method-not-allowed', 'METHOD_NOT_ALLOWED', message);
  }
}

/** The request is fine, but the thing it acts on is not in a state to allow it. */
export class Conflict extends DomainError {
  constructor(message: string, code: ErrorCode = 'CONFLICT') {
    super('conflict', code, message);
  }
}

export class TooLarge extends DomainError {
  constructor(message: string, code: ErrorCode = 'PAYLOAD_TOO_LARGE') {
    super('too-large', code, message);
  }
}

/** A body larger than `limitBytes`. */
export const tooLargeBody = (
  limitBytes: number,
  message = `Request body is larger than ${limitBytes} bytes`,
) => new TooLarge(message);

export class UnsupportedType extends DomainError {
  constructor(message = 'Request body must be JSON (Content-Type: application/json)') {
    super('unsupported-type', 'UNSUPPORTED_MEDIA_TYPE', message);
  }
}

/** Well-formed, but its content cannot be used (bytes that do not match, no speech). */
export class Unprocessable extends DomainError {
  constructor(message: string, code: ErrorCode) {
    super('unprocessable', code, message);
  }
}

export class RateLimited extends DomainError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super('rate-limited', 'RATE_LIMITED', message);
  }
}

/** A service the advisor connected (a CRM) failed or refused a request made for them. */
export class UpstreamFailed extends DomainError {
  constructor(message: string, code: ErrorCode) {
    super('upstream-failed', code, message);
  }
}

/** This server cannot do it right now (no AI model, a full database disk); not a crash. */
export class Unavailable extends DomainError {
  constructor(message: string, code: ErrorCode) {
    super('unavailable', code, message);
  }
}

/** The server's own disk cannot take what was sent: the client keeps it and tries later. */
export class InsufficientStorage extends DomainError {
  constructor() {
    super('insufficient-storage', 'STORAGE_FULL', STORAGE_FULL_MESSAGE);
  }
}
