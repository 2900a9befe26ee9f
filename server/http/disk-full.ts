import { isOutOfSpace } from '../storage/disk-space.ts';
import { DatabaseDiskFullError, StorageFullError, type HttpError } from './errors.ts';

/**
 * The answer for an error that only means "the disk is full", or undefined for any other.
 * A file write that ran out of space is 507 (the client keeps its file and tries later);
 * SQLite refusing a write for lack of space (SQLITE_FULL, what it reports when its database or
 * log cannot grow) is 503, nothing changed. Neither is a fault of the server's code, and both
 * pass by themselves once space is freed.
 */
export function diskFullAnswer(err: unknown): HttpError | undefined {
  if (isOutOfSpace(err)) return new StorageFullError();
  if ((err as { code?: unknown } | null)?.code === 'SQLITE_FULL') {
    return new DatabaseDiskFullError();
  }
  return undefined;
}
