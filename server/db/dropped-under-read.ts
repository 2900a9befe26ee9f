/**
 * PostgreSQL's catalog reads (the migrator's check for its own tables reads every schema's
 * columns) fail with these codes when another session drops a schema, table or column while
 * the read runs: the read saw the object, then lost it. Nothing was changed, so reading again
 * is safe. Firms share a PostgreSQL server with other applications, and tests drop their
 * schemas beside each other.
 */
const DROPPED_WHILE_READ = new Set([
  '3F000', // invalid_schema_name
  '42P01', // undefined_table
  '42703', // undefined_column
]);

/** Whether `error` is a catalog read that lost its object to a concurrent drop. */
export function droppedUnderRead(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && DROPPED_WHILE_READ.has(code);
}
