import { sql, type Kysely } from 'kysely';
import { columnTypes } from '../column-types.ts';
import { writeTransaction } from '../write-transaction.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the schema as it was then
type AnyDb = Kysely<any>;

/** The columns that leave `videos`, under the names they keep in `share_links`. */
const MOVED = [
  'share_link',
  'password_hash',
  'share_revoked_at',
  'share_expires_at',
  'share_expiry_recorded',
  'view_count',
] as const;

/**
 * The second cut of the `videos` row by owner (docs/architecture.md): a video's share link,
 * its password, expiry, revocation and view count belong to `share/`, whose gate is the only
 * reader that decides with them. Every video has a link, so every video gets a row.
 */
export async function up(db: AnyDb): Promise<void> {
  if (columnTypes(db).isPostgres) {
    // The migrator runs it in a transaction on PostgreSQL.
    await copyLinks(db);
    for (const column of MOVED) await db.schema.alterTable('videos').dropColumn(column).execute();
    return;
  }
  await withoutForeignKeys(db, () =>
    writeTransaction(db, 'sqlite', async (trx) => {
      await copyLinks(trx);
      await rebuildSqliteVideosWithout(trx, MOVED);
    }),
  );
}

async function copyLinks(db: AnyDb): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('share_links')
    .addColumn('video_id', t.uuid, (c) =>
      c.primaryKey().references('videos.id').onDelete('cascade'),
    )
    .addColumn('share_link', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text')
    .addColumn('share_revoked_at', t.timestamp)
    .addColumn('share_expires_at', t.timestamp)
    .addColumn('share_expiry_recorded', t.timestamp)
    .addColumn('view_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // The share page finds its video by the link: a lookup, and no two videos share one.
  await db.schema
    .createIndex('share_links_share_link')
    .unique()
    .on('share_links')
    .column('share_link')
    .execute();
  await sql`insert into share_links (video_id, ${sql.join(MOVED.map((c) => sql.ref(c)))})
    select id, ${sql.join(MOVED.map((c) => sql.ref(c)))} from videos`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .alterTable('videos')
    .addColumn('view_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  for (const column of ['password_hash', 'share_link'] as const) {
    await db.schema.alterTable('videos').addColumn(column, 'text').execute();
  }
  for (const column of ['share_revoked_at', 'share_expires_at', 'share_expiry_recorded']) {
    await db.schema.alterTable('videos').addColumn(column, t.timestamp).execute();
  }
  for (const column of MOVED) {
    await sql`update videos set ${sql.ref(column)} = (
      select l.${sql.ref(column)} from share_links l where l.video_id = videos.id)`.execute(db);
  }
  // SQLite adds no NOT NULL column without a default: there the link's column stays nullable.
  if (t.isPostgres) {
    await db.schema
      .alterTable('videos')
      .alterColumn('share_link', (c) => c.setNotNull())
      .execute();
  }
  await db.schema
    .createIndex('videos_share_link_key')
    .unique()
    .on('videos')
    .column('share_link')
    .execute();
  await db.schema.dropTable('share_links').execute();
}

/**
 * Runs `work` with SQLite's foreign keys off, as its recipe for changing a table asks
 * (sqlite.org/lang_altertable.html, "making other kinds of table schema changes"): dropping
 * `videos` would otherwise delete every row that refers to a video. The pragma takes effect
 * only outside a transaction; migrations on SQLite run outside one, on one connection.
 */
async function withoutForeignKeys(db: AnyDb, work: () => Promise<void>): Promise<void> {
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    const { rows } = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(db);
    if (rows[0]?.foreign_keys !== 0) throw new Error('foreign keys stayed on inside a transaction');
    await work();
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}

/**
 * SQLite drops no column that is UNIQUE (the link was declared so in 0001), so `videos` is
 * made again without the moved columns: the new table filled with every row under its old
 * rowid (the full-text index of titles refers to rows by rowid), the old one dropped, the new
 * one renamed, its indexes and triggers made again from their stored text, then every foreign
 * key checked. Each moved column's definition is cut from the stored text; none holds a comma.
 */
async function rebuildSqliteVideosWithout(db: AnyDb, moved: readonly string[]): Promise<void> {
  const { rows: schema } = await sql<{ type: string; name: string; sql: string | null }>`
    select type, name, sql from sqlite_schema where tbl_name = 'videos'`.execute(db);
  const table = schema.find((row) => row.type === 'table')?.sql;
  if (!table) throw new Error('videos has no stored definition');
  const { rows: columns } = await sql<{ name: string }>`
    select name from pragma_table_info('videos')`.execute(db);
  const kept = columns.map((c) => c.name).filter((name) => !moved.includes(name));
  let definition = table.replace(/^CREATE TABLE "videos"/, 'CREATE TABLE "videos_rebuilt"');
  for (const column of moved) {
    const cut = definition.replace(new RegExp(`, "${column}" [^,)]*`), '');
    if (cut === definition) throw new Error(`videos.${column} not found in its definition`);
    definition = cut;
  }
  // Indexes of a moved column go with it; SQLite's own (the keys') are made by the definition.
  const remade = schema.filter(
    (row) =>
      row.type !== 'table' &&
      row.sql !== null &&
      !moved.some((column) => row.sql?.includes(`"${column}"`)),
  );
  const list = sql.join(kept.map((name) => sql.ref(name)));
  await sql.raw(definition).execute(db);
  await sql`insert into videos_rebuilt (rowid, ${list}) select rowid, ${list} from videos`.execute(
    db,
  );
  await sql`drop table videos`.execute(db);
  await sql`alter table videos_rebuilt rename to videos`.execute(db);
  for (const row of remade) await sql.raw(row.sql ?? '').execute(db);
  const { rows: broken } = await sql`pragma foreign_key_check`.execute(db);
  if (broken.length > 0) throw new Error('rebuilding videos broke a foreign key');
}
