import type { FieldError } from '../schemas/issues.ts';

/** Stable error codes of the API (ARCHITECTURE.md "Errors have one home"). */
/** What the PWA shows when the server's disk cannot take an upload (HTTP 507). */
export const STORAGE_FULL_MESSAGE =
  'The server is out of storage space, so this recording cannot be uploaded now. It stays on this device; try again later, or ask your administrator to free space.';

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
  | 'NOT_BLURRABLE'
  | 'NOT_MUTABLE'
  | 'AI_UNAVAILABLE'
  | 'CRM_UNAVAILABLE'
  | 'STORAGE_FULL'
  | 'SERVER_DISK_FULL'
  | 'INTERNAL_ERROR';

/** The JSON body of every non-2xx API response. */
export interface ErrorBody {
  code: ErrorCode;
  message: string;
  errors?: FieldError[];
  requestId?: string;
}
