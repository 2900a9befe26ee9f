import fs from 'node:fs';
import { StorageFullError } from '../http/errors.ts';

/**
 * Room kept free beyond an upload's own bytes: the database, its journal and the mail outbox
 * share the disk, and a write that fails half-way leaves less room than it found.
 */
export const UPLOAD_SPACE_MARGIN_BYTES = 8 * 1024 * 1024;

/** Bytes a process may still write under `dir` (the space left to unprivileged users). */
export async function freeBytes(dir: string): Promise<number> {
  const stats = await fs.promises.statfs(dir);
  return stats.bavail * stats.bsize;
}

/**
 * Refuses, when it is created, an upload that cannot fit on the disk holding `dir`: its
 * declared length and the margin against the free space, so the client hears 507 before it
 * sends a byte instead of filling the disk and failing part-way.
 */
export async function assertRoomForUpload(dir: string, size: number): Promise<void> {
  if (size + UPLOAD_SPACE_MARGIN_BYTES > (await freeBytes(dir))) throw new StorageFullError();
}
