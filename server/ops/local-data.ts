import type { Config } from '../config.ts';

/**
 * Backup and restore cover what lives in DATA_DIR: the SQLite database and disk storage. A
 * PostgreSQL database or an S3 bucket has its own tools (docs/operations.md, "Backups"); copying only
 * part of the data would be a backup that cannot be restored, so both refuse.
 */
export function assertLocalData(config: Pick<Config, 'databaseUrl' | 'storage'>): void {
  if (config.databaseUrl) {
    throw new Error(
      'DATABASE_URL is set: back up PostgreSQL with pg_dump and restore with pg_restore (docs/operations.md, Backups)',
    );
  }
  if (config.storage.kind !== 'disk') {
    throw new Error(
      'STORAGE=s3: the blobs live in the bucket; use bucket versioning or replication, or aws s3 sync (docs/operations.md, Backups)',
    );
  }
}
