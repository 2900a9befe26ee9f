import { InsufficientStorage } from '../errors/domain-errors.ts';
import { diskSpace } from '../storage/disk-space.ts';

/**
 * Room kept free beyond an upload's own bytes: the database, its journal and the mail outbox
 * share the disk, and a write that fails half-way leaves less room than it found.
 */
export const UPLOAD_SPACE_MARGIN_BYTES = 8 * 1024 * 1024;

/**
 * Refuses, when it is created, an upload that cannot fit on the disk holding `dir`: its
 * declared length and the margin against the free space, so the client hears 507 before it
 * sends a byte instead of filling the disk and failing part-way.
 */
export async function assertRoomForUpload(dir: string, size: number): Promise<void> {
  const { freeBytes } = await diskSpace(dir);
  if (size + UPLOAD_SPACE_MARGIN_BYTES > freeBytes) throw new InsufficientStorage();
}
