// Bundles the server's entry (server/main.ts) into dist/server/main.js, after tsc has emitted
// every server file one by one. Started from hundreds of files, Node spends most of a start
// resolving, reading and lexing modules (docs/performance.md, "Startup"); from one file it
// compiles once. Code imported only when needed (`await import(...)`: the S3 client, the
// mail transport) goes into chunks beside it, loaded on first use. The rest of dist/server
// stays as tsc wrote it, for the CLIs run from dist (admin, backup, restore).
//
// Kept outside the bundle, loaded from node_modules at run time: native addons, which cannot
// be inlined (SQLite, llama.cpp, the preview card renderer), and the optional native PostgreSQL
// driver, which pg requires only if asked.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const EXTERNAL = ['better-sqlite3', 'node-llama-cpp', 'pg-native', '@resvg/resvg-js'];

const outdir = path.resolve('dist/server');
const chunks = path.join(outdir, 'chunks');
fs.rmSync(chunks, { recursive: true, force: true });
const result = await build({
  entryPoints: { main: 'server/main.ts' },
  outdir,
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20.19',
  external: EXTERNAL,
  // Bundled CommonJS packages call require() for Node's own modules; an ES module has none.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  // Less to parse at every start; names stay, so stack traces read as they do in source.
  minifyWhitespace: true,
  minifySyntax: true,
  // Stack traces point at the TypeScript (node --enable-source-maps); the map holds positions
  // only, as the sources themselves are not needed for that and would triple its size.
  sourcemap: 'linked',
  sourcesContent: false,
  metafile: true,
  logLevel: 'warning',
});
const written = Object.keys(result.metafile.outputs).filter((file) => file.endsWith('.js'));
const bytes = written.reduce((sum, file) => sum + fs.statSync(file).size, 0);
console.log(
  `server bundle: dist/server/main.js and ${written.length - 1} chunks (${(bytes / 1e6).toFixed(1)} MB)`,
);
