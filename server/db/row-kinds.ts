import type { ColumnType } from 'kysely';

/**
 * The kinds of value the tables' types are made of (each owning folder's `tables.ts`, composed
 * into the Database in server/schema.ts). Timestamps are ISO-8601 UTC strings on both dialects;
 * ids are UUID strings. Booleans are written as 0/1 and read as number (SQLite) or boolean
 * (PostgreSQL): use `Boolean()`.
 */
export type Timestamp = string;

export type DbBool = ColumnType<number | boolean, 0 | 1, 0 | 1>;

export interface EventRow {
  id: string;
  event: string;
  /** JSON text or null. */
  metadata: string | null;
  createdAt: Timestamp;
}
