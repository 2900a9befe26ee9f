import { InsufficientStorage, Unavailable, type DomainError } from '../errors/domain-errors.ts';

/** errno codes of a write the disk (or the user's disk quota) had no room for. */
const NO_SPACE_CODES = new Set(['ENOSPC', 'EDQUOT']);

/**
 * The answer for an error that only means "the disk is full", or undefined for any other.
 * A file write that ran out of space is 507 (the client keeps what it sent and tries later);
 * SQLite refusing a write for lack of space (SQLITE_FULL, or an I/O error on its journal) is
 * 503. Neither is a fault of the server's code, and both pass by themselves once space is freed.
 */
export function diskFullAnswer(err: unknown): DomainError | undefined {
  if (typeof err !== 'object' || err === null) return undefined;
  const code = (err as { code?: unknown }).code;
  if (typeof code !== 'string') return undefined;
  if (NO_SPACE_CODES.has(code)) return new InsufficientStorage();
  if (code === 'SQLITE_FULL')
    return new Unavailable(
      'The server cannot save changes right now because its disk is full. Nothing was changed; please try again later.',
      'SERVER_DISK_FULL',
    );
  return undefined;
}
