import { DetailedError } from 'tus-js-client';
import { STORAGE_FULL_MESSAGE } from '../../shared/api/errors.ts';
import { ApiError } from '../api/client.ts';
import { isQuotaError } from '../drafts/storage-room.ts';

/** A protected video whose password cannot be read here; sent without one it would be open. */
export class PasswordLostError extends Error {}

/** The draft is not this engine's to send now: another tab or the service worker is. */
export class ClaimedElsewhereError extends Error {}

/** What went wrong with one try at syncing a draft, and so what the engine does next. */
export type SyncFailure =
  | { kind: 'claimed-elsewhere' }
  /** The server refused the video for good: the advisor must change something, then Retry. */
  | { kind: 'refused'; message: string }
  /** The file the server received was not the one saved here; it was thrown away. */
  | { kind: 'hash-mismatch' }
  | { kind: 'signed-out' }
  | { kind: 'offline' }
  /** This device's storage is full. */
  | { kind: 'storage-full' }
  /** The server's disk is full (507): it frees up by itself, so the engine keeps trying. */
  | { kind: 'server-full' }
  /** No answer, or the server failed: try again after a while. */
  | { kind: 'connection' }
  | { kind: 'server' };

export const MESSAGES = {
  signedOut: 'Sign in again to finish this upload.',
  connection: 'Connection lost. Retrying…',
  server: 'The server could not take the upload just now. Retrying…',
  hashMismatch:
    'The server received a damaged copy of this recording and discarded it. Sending it again…',
  hashMismatchGaveUp:
    'The server discarded this recording several times because what arrived did not match the copy on this device. The recording is safe here: try again later or from another network.',
  storageFull:
    'This device is out of storage space. Free some up: the upload carries on, but its progress may not survive a reload.',
  serverFull: STORAGE_FULL_MESSAGE,
  otherTab: 'Being uploaded by another Briefcast tab or window.',
  refused: 'The server refused this video.',
  passwordLost:
    'This video’s password could not be read on this device, so it was not sent without one. Save the recording again to set a new password.',
} as const;

/** Refusals that another try cannot fix: the advisor must change something first. */
export const isPermanentApiError = (error: unknown): error is ApiError =>
  error instanceof ApiError &&
  error.status >= 400 &&
  error.status < 500 &&
  ![401, 408, 409, 429].includes(error.status);

export const httpStatusOf = (error: unknown): number | undefined =>
  error instanceof DetailedError
    ? error.originalResponse?.getStatus()
    : error instanceof ApiError
      ? error.status
      : undefined;

/** Upload refusals that sending the same file again cannot fix (not a video, too large…). */
const UPLOAD_REFUSALS = new Set([400, 403, 413, 415]);

/** What a failed try means, given whether the device is online now. */
export function classifySyncFailure(error: unknown, online: boolean): SyncFailure {
  if (error instanceof ClaimedElsewhereError) return { kind: 'claimed-elsewhere' };
  if (error instanceof PasswordLostError)
    return { kind: 'refused', message: MESSAGES.passwordLost };
  if (isQuotaError(error)) return { kind: 'storage-full' };
  const status = httpStatusOf(error);
  if (isPermanentApiError(error)) {
    return { kind: 'refused', message: error.body?.message ?? MESSAGES.refused };
  }
  if (error instanceof DetailedError && status !== undefined && UPLOAD_REFUSALS.has(status)) {
    return { kind: 'refused', message: error.originalResponse?.getBody() || MESSAGES.refused };
  }
  if (status === 422) return { kind: 'hash-mismatch' };
  if (status === 401) return { kind: 'signed-out' };
  if (status === 507) return { kind: 'server-full' };
  if (!online) return { kind: 'offline' };
  if (status !== undefined && status >= 500) return { kind: 'server' };
  return { kind: 'connection' };
}
