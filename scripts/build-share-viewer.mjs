// Builds the share page's viewer script (server/share/client/) on its own: a few KB for a
// client's phone, never the advisor app's bundle. The file name carries a content hash so it
// can be cached for a year; dist/share-viewer.json tells the server which name to use.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const outdir = path.resolve('dist/share');
const manifest = path.resolve('dist/share-viewer.json');
fs.rmSync(outdir, { recursive: true, force: true });
const result = await build({
  entryPoints: ['server/share/client/viewer.ts'],
  entryNames: 'assets/share-viewer-[hash]',
  outdir,
  bundle: true,
  minify: true,
  format: 'iife',
  target: ['es2020', 'safari15'],
  sourcemap: false,
  metafile: true,
  legalComments: 'none',
  logLevel: 'warning',
});
const script = Object.keys(result.metafile.outputs).find((file) => file.endsWith('.js'));
if (!script) throw new Error('esbuild wrote no viewer script');
const url = '/' + path.relative(outdir, path.resolve(script)).split(path.sep).join('/');
fs.writeFileSync(manifest, JSON.stringify({ viewer: url }, null, 2));
console.log(`share viewer: ${url} (${fs.statSync(script).size} bytes)`);
