import { PostgresAdapter, sql, type Kysely, type RawBuilder } from 'kysely';

/** Column types for migrations that must run on both SQLite and PostgreSQL. */
export interface ColumnTypes {
  uuid: RawBuilder<unknown>;
  timestamp: RawBuilder<unknown>;
  bool: RawBuilder<unknown>;
  /** An auto-numbered primary key (audit sequence). */
  serial: RawBuilder<unknown>;
  isPostgres: boolean;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see the schema as it was then
export function columnTypes(db: Kysely<any>): ColumnTypes {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return isPostgres
    ? {
        uuid: sql`uuid`,
        timestamp: sql`timestamptz`,
        bool: sql`boolean`,
        serial: sql`bigserial`,
        isPostgres,
      }
    : {
        uuid: sql`text`,
        timestamp: sql`text`,
        bool: sql`integer`,
        serial: sql`integer`,
        isPostgres,
      };
}
