import type { FieldError } from '../schemas/issues.ts';

/** Stable error codes of the API (ARCHITECTURE.md "Errors have one home"). */
export type ErrorCode =
  | 'VALIDATION_ERROR'
  | 'BAD_REQUEST'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'METHOD_NOT_ALLOWED'
  | 'CONFLICT'
  | 'QUOTA_EXCEEDED'
  | 'HASH_MISMATCH'
  | 'EMAIL_ALREADY_EXISTS'
  | 'INVALID_CREDENTIALS'
  | 'INVALID_TOKEN'
  | 'RATE_LIMITED'
  | 'NO_SPEECH'
  | 'AI_UNAVAILABLE'
  | 'CRM_UNAVAILABLE'
  | 'INTERNAL_ERROR';

/** The JSON body of every non-2xx API response. */
export interface ErrorBody {
  code: ErrorCode;
  message: string;
  errors?: FieldError[];
  requestId?: string;
}
