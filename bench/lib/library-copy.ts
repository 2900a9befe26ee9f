/**
 * The seeded library copied from the SQLite file into a PostgreSQL database migrated by a
 * server, so both databases hold the very same rows and a ratio between them compares the
 * databases, not two libraries. The advisors were signed up on each server separately, so
 * their ids are mapped.
 */
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';

/** In the order their foreign keys need. */
const TABLES = [
  'videos',
  'upload_declarations',
  'caption_tracks',
  'share_links',
  'uploads',
  'viewer_sessions',
  'viewer_events',
  'viewer_compliments',
];
const BATCH_ROWS = 5_000;

type Row = Record<string, unknown>;

async function booleanColumns(client: pg.Client, table: string): Promise<Set<string>> {
  const { rows } = await client.query<{ column_name: string }>(
    `select column_name from information_schema.columns
      where table_schema = current_schema() and table_name = $1 and data_type = 'boolean'`,
    [table],
  );
  return new Set(rows.map((row) => row.column_name));
}

/** SQLite keeps booleans as 0/1; PostgreSQL's json_populate_recordset wants true/false. */
function forPostgres(row: Row, booleans: Set<string>, advisorIds: Map<string, string>): Row {
  const out: Row = {};
  for (const [column, value] of Object.entries(row)) {
    if (column === 'advisor_id' && typeof value === 'string') {
      out[column] = advisorIds.get(value) ?? value;
    } else if (booleans.has(column) && typeof value === 'number') {
      out[column] = value !== 0;
    } else {
      out[column] = value;
    }
  }
  return out;
}

async function insertBatch(client: pg.Client, table: string, rows: Row[]): Promise<void> {
  const columns = Object.keys(rows[0] ?? {}).join(', ');
  await client.query(
    `insert into ${table} (${columns})
       select ${columns} from json_populate_recordset(null::${table}, $1)`,
    [JSON.stringify(rows)],
  );
}

/**
 * Copies every row of the library tables, then ANALYZE (what autovacuum does by itself a
 * minute after a bulk load, done at once so the first case does not run on empty statistics).
 * Returns the rows copied per table.
 */
export async function copyLibraryToPostgres(
  sqliteFile: string,
  databaseUrl: string,
  advisorIds: Map<string, string>,
): Promise<Record<string, number>> {
  const sqlite = new SqliteDatabase(sqliteFile, { readonly: true });
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const copied: Record<string, number> = {};
  try {
    for (const table of TABLES) {
      const booleans = await booleanColumns(client, table);
      let batch: Row[] = [];
      let count = 0;
      await client.query('begin');
      for (const row of sqlite.prepare(`select * from ${table}`).iterate() as Iterable<Row>) {
        batch.push(forPostgres(row, booleans, advisorIds));
        if (batch.length === BATCH_ROWS) {
          await insertBatch(client, table, batch);
          count += batch.length;
          batch = [];
        }
      }
      if (batch.length > 0) await insertBatch(client, table, batch);
      await client.query('commit');
      copied[table] = count + batch.length;
    }
    await client.query('analyze');
    return copied;
  } finally {
    await client.end();
    sqlite.close();
  }
}
