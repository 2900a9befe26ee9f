import fs from 'node:fs';

/** Space on the disk holding a folder, as a process may use it. */
export interface DiskSpace {
  /** Bytes still free to unprivileged writers. */
  freeBytes: number;
  totalBytes: number;
}

/**
 * Under this share of the disk free, DATA_DIR's disk is reported low (in /healthz and the
 * metrics), so an operator hears of it before uploads start being refused.
 */
export const LOW_DISK_FREE_SHARE = 0.1;

export async function diskSpace(dir: string): Promise<DiskSpace> {
  const stats = await fs.promises.statfs(dir);
  return { freeBytes: stats.bavail * stats.bsize, totalBytes: stats.blocks * stats.bsize };
}

/** errno codes of a write the disk (or the user's disk quota) had no room for. */
const NO_SPACE_CODES = new Set(['ENOSPC', 'EDQUOT']);

/** Whether a file write failed only because the disk had no room for it. */
export const isOutOfSpace = (err: unknown): boolean =>
  typeof err === 'object' &&
  err !== null &&
  NO_SPACE_CODES.has((err as { code?: unknown }).code as string);

export const isLowDisk = ({ freeBytes, totalBytes }: DiskSpace) =>
  freeBytes < totalBytes * LOW_DISK_FREE_SHARE;
