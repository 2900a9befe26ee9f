import { isOutOfSpace } from '../storage/disk-space.ts';
import { DatabaseDiskFullError, StorageFullError, type HttpError } from './errors.ts';

/**
 * The answer for an error that only means "the disk is full", or undefined for any other.
 * A file write that ran out of space is 507 (the client keeps what it sent and tries later);
 * SQLite refusing a write for lack of space (SQLITE_FULL, or an I/O error on its journal) is
 * 503. Neither is a fault of the server's code, and both pass by themselves once space is freed.
 */
export function diskFullAnswer(err: unknown): HttpError | undefined {
  if (isOutOfSpace(err)) return new StorageFullError();
  if ((err as { code?: unknown } | null)?.code === 'SQLITE_FULL') {
    return new DatabaseDiskFullError();
  }
  return undefined;
}
