import { sql, type Kysely } from 'kysely';
import { columnTypes } from '../column-types.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the schema as it was then
type AnyDb = Kysely<any>;

/**
 * Downloads from the share page. Each link gets the advisor's switch (`allow_download`, off:
 * no link shared before allowed it), and the firm's row compliance's ban
 * (`downloads_forbidden`, off), which overrides every link's switch while it is on.
 */
export async function up(db: AnyDb): Promise<void> {
  const t = columnTypes(db);
  const no = sql.raw(t.isPostgres ? 'false' : '0');
  await db.schema
    .alterTable('share_links')
    .addColumn('allow_download', t.bool, (c) => c.notNull().defaultTo(no))
    .execute();
  await db.schema
    .alterTable('firm_settings')
    .addColumn('downloads_forbidden', t.bool, (c) => c.notNull().defaultTo(no))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('firm_settings').dropColumn('downloads_forbidden').execute();
  await db.schema.alterTable('share_links').dropColumn('allow_download').execute();
}
