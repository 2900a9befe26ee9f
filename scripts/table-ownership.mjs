// The table-ownership rule of docs/architecture.md: every table has one owning folder
// (server/db/table-owners.json), and only that folder's repos (files named *repo*.ts) name the
// table in a query: selectFrom, insertInto, updateTable, deleteFrom, mergeInto, a join, or raw
// `sql` text. Another feature that needs the data asks the owner's service, so a column can move
// or split without a hunt through every folder. Migrations (server/db/migrations/) are the
// schema's history and may name any table.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export const OWNERS_FILE = 'server/db/table-owners.json';
const SCHEMA_FILE = 'server/schema.ts';

/** Kysely methods whose first argument names a table (`'videos'`, `'advisors as a'`, a list). */
const QUERY_METHODS = new Set([
  'selectFrom',
  'insertInto',
  'replaceInto',
  'updateTable',
  'deleteFrom',
  'mergeInto',
  'innerJoin',
  'leftJoin',
  'rightJoin',
  'fullJoin',
  'innerJoinLateral',
  'leftJoinLateral',
]);

const snakeCase = (name) => name.replace(/[A-Z]/g, (ch) => `_${ch.toLowerCase()}`);

/** The table names of the `Database` interface in server/schema.ts. */
function schemaTables(root) {
  const file = path.join(root, SCHEMA_FILE);
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const database = source.statements.find(
    (node) => ts.isInterfaceDeclaration(node) && node.name.text === 'Database',
  );
  if (!database) return [];
  return database.members.filter((m) => m.name).map((m) => m.name.getText(source));
}

/** table -> owning folder (`server/<owner>`), the pending exceptions, and the map's faults. */
function readOwners(root) {
  const problems = [];
  const owners = new Map();
  const map = JSON.parse(fs.readFileSync(path.join(root, OWNERS_FILE), 'utf8'));
  const pending = (map.pending ?? []).map((entry) => ({ ...entry, seen: false }));
  for (const [folder, tables] of Object.entries(map.owners)) {
    if (!fs.existsSync(path.join(root, 'server', folder))) {
      problems.push(`${OWNERS_FILE}: owner server/${folder} does not exist`);
    }
    for (const table of tables) {
      if (owners.has(table)) {
        problems.push(`${OWNERS_FILE}: ${table} has two owners (${owners.get(table)}, ${folder})`);
      }
      owners.set(table, folder);
    }
  }
  for (const table of schemaTables(root)) {
    if (!owners.has(table)) {
      problems.push(`${SCHEMA_FILE}: table ${table} has no owning folder in ${OWNERS_FILE}`);
    }
  }
  return { owners, pending, problems };
}

/** Every table a file names in a query, with the line it is named on. */
function tablesNamedIn(file, known) {
  const text = fs.readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const bySnakeName = new Map([...known].map((table) => [snakeCase(table), table]));
  const found = [];
  const note = (table, at) => {
    const { line } = source.getLineAndCharacterOfPosition(at.getStart(source));
    found.push({ table, line: line + 1 });
  };
  const literalTables = (arg) => {
    if (!arg) return [];
    if (ts.isStringLiteralLike(arg)) return [arg.text];
    if (ts.isArrayLiteralExpression(arg)) return arg.elements.flatMap(literalTables);
    return [];
  };
  const visit = (node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      QUERY_METHODS.has(node.expression.name.text)
    ) {
      for (const name of literalTables(node.arguments[0])) {
        const table = name.split(/\s+as\s+/)[0].trim();
        if (known.has(table)) note(table, node.expression.name);
      }
    }
    // sql`... from some_table ...` and sql.ref('some_table.column') / sql.table('some_table').
    if (ts.isTaggedTemplateExpression(node) && node.tag.getText(source) === 'sql') {
      const parts = ts.isNoSubstitutionTemplateLiteral(node.template)
        ? [node.template.text]
        : [node.template.head.text, ...node.template.templateSpans.map((s) => s.literal.text)];
      for (const word of parts.join(' ').match(/[a-z_]+/g) ?? []) {
        if (bySnakeName.has(word)) note(bySnakeName.get(word), node);
      }
    }
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      node.expression.expression.getText(source) === 'sql' &&
      ['ref', 'table', 'id'].includes(node.expression.name.text)
    ) {
      for (const name of literalTables(node.arguments[0])) {
        const head = name.split('.')[0];
        const table = known.has(head) ? head : bySnakeName.get(head);
        if (table) note(table, node);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const isRepoFile = (rel) => /repo[^/]*\.ts$/.test(path.basename(rel));

/**
 * Problems with table ownership in `files` (repo-relative paths of the code that ships), read
 * from `root`: a table without an owner, and a query on a table outside its owner's repos.
 */
export function tableOwnershipProblems(root, files) {
  const { owners, pending, problems } = readOwners(root);
  const known = new Set(owners.keys());
  for (const rel of files) {
    const parts = rel.split(path.sep);
    if (parts[0] !== 'server' || rel.startsWith(path.join('server', 'db', 'migrations'))) continue;
    const folder = parts.length > 2 ? parts[1] : null;
    for (const { table, line } of tablesNamedIn(path.join(root, rel), known)) {
      const owner = owners.get(table);
      if (folder === owner && isRepoFile(rel)) continue;
      const excused = pending.find((entry) => entry.file === rel && entry.table === table);
      if (excused) {
        excused.seen = true;
        continue;
      }
      const remedy =
        folder === owner
          ? `move the query into a repo file (*repo*.ts) of server/${owner}`
          : `ask server/${owner}'s service instead`;
      problems.push(`${rel}:${line} names table ${table}, owned by server/${owner}: ${remedy}`);
    }
  }
  // An exception is a debt with its reason; once paid it must go, so the list only shrinks.
  for (const entry of pending.filter((e) => !e.seen)) {
    problems.push(
      `${OWNERS_FILE}: pending ${entry.file} / ${entry.table} no longer queries it: remove the entry`,
    );
  }
  return problems;
}
