import { STORAGE_FULL_MESSAGE, type ErrorCode } from '../../shared/api/errors.ts';
import { AWAITING_APPROVAL_TEXT } from '../../shared/api/share.ts';
import { retainedRecordMessage } from '../../shared/compliance/retention.ts';
import type { FieldError } from '../../shared/schemas/issues.ts';

/** An error the client may see: its status, stable code and message are the API's contract. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly errors?: FieldError[],
  ) {
    super(message);
  }
}

export class ValidationError extends HttpError {
  constructor(errors: FieldError[], message = errors[0]?.message ?? 'Invalid request') {
    super(400, 'VALIDATION_ERROR', message, errors);
  }
}

export class BadRequestError extends HttpError {
  constructor(message: string) {
    super(400, 'BAD_REQUEST', message);
  }
}

export class PayloadTooLargeError extends HttpError {
  constructor(limitBytes: number, message = `Request body is larger than ${limitBytes} bytes`) {
    super(413, 'PAYLOAD_TOO_LARGE', message);
  }
}

/** The server's own disk cannot take what was sent: the client keeps it and tries later. */
export class StorageFullError extends HttpError {
  constructor() {
    super(507, 'STORAGE_FULL', STORAGE_FULL_MESSAGE);
  }
}

/** The database cannot write for lack of space: nothing changed, and it passes once freed. */
export class DatabaseDiskFullError extends HttpError {
  constructor() {
    super(
      503,
      'SERVER_DISK_FULL',
      'The server cannot save changes right now because its disk is full. Nothing was changed; please try again later.',
    );
  }
}

export class QuotaExceededError extends HttpError {
  constructor(message: string) {
    super(413, 'QUOTA_EXCEEDED', message);
  }
}

export class ConflictError extends HttpError {
  constructor(message: string) {
    super(409, 'CONFLICT', message);
  }
}

/** The bytes that arrived are not the bytes the client said it would send. */
export class HashMismatchError extends HttpError {
  constructor(message: string) {
    super(422, 'HASH_MISMATCH', message);
  }
}

export class UnsupportedMediaTypeError extends HttpError {
  constructor(message = 'Request body must be JSON (Content-Type: application/json)') {
    super(415, 'UNSUPPORTED_MEDIA_TYPE', message);
  }
}

export class UnauthenticatedError extends HttpError {
  constructor(message = 'Please log in to continue') {
    super(401, 'UNAUTHENTICATED', message);
  }
}

export class ForbiddenError extends HttpError {
  constructor(message = 'You do not have access to this') {
    super(403, 'FORBIDDEN', message);
  }
}

export class NotFoundError extends HttpError {
  constructor(message = 'Not found') {
    super(404, 'NOT_FOUND', message);
  }
}

export class MethodNotAllowedError extends HttpError {
  constructor(message = 'Method not allowed') {
    super(405, 'METHOD_NOT_ALLOWED', message);
  }
}

export class RateLimitedError extends HttpError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, 'RATE_LIMITED', message);
  }
}

/** The recording's sound holds nothing the speech model could write down. */
export class NoSpeechError extends HttpError {
  constructor(message = 'No speech was found in the recording.') {
    super(422, 'NO_SPEECH', message);
  }
}

/**
 * This server cannot run the AI right now: no model is installed, or it ran out of time. Not
 * the client's fault and not a crash, so neither a 4xx nor a 500.
 */
export class AiUnavailableError extends HttpError {
  constructor(message: string) {
    super(503, 'AI_UNAVAILABLE', message);
  }
}

/** A CRM the advisor connected failed or refused a request made on their behalf. */
export class CrmUnavailableError extends HttpError {
  constructor(message: string) {
    super(502, 'CRM_UNAVAILABLE', message);
  }
}

export class EmailAlreadyExistsError extends HttpError {
  constructor() {
    super(409, 'EMAIL_ALREADY_EXISTS', 'An account with this email already exists');
  }
}

export class InvalidCredentialsError extends HttpError {
  constructor() {
    super(401, 'INVALID_CREDENTIALS', 'Invalid email or password');
  }
}

export class InvalidTokenError extends HttpError {
  /** `field` names the form field the code was typed in, so the form shows the message there. */
  constructor(message = 'Invalid or expired reset code', field?: string) {
    super(400, 'INVALID_TOKEN', message, field ? [{ path: field, message }] : undefined);
  }
}

/** A wrong share password: the same code as a wrong sign-in, so the page says 'Incorrect'. */
export class IncorrectSharePasswordError extends HttpError {
  constructor() {
    super(401, 'INVALID_CREDENTIALS', 'Incorrect password. Please try again.');
  }
}

/** The share gate's refusal while a video waits for (or was refused) a principal's approval. */
export class AwaitingApprovalError extends ForbiddenError {
  constructor(rejected = false) {
    super(rejected ? 'This video is not available.' : AWAITING_APPROVAL_TEXT.title);
  }
}

/** The refusal of a delete under retention (409: the request is fine, the record is not done). */
export class RetainedRecordError extends ConflictError {
  constructor(readonly retainedUntil: string) {
    super(retainedRecordMessage(retainedUntil));
  }
}
