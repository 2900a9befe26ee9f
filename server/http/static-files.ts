import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Middleware } from 'koa';
import { APP_ROUTE_PATTERNS, APP_ROUTES } from '../../shared/constants/routes.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = /^(text\/|application\/(json|manifest\+json|javascript)|image\/svg)/;
/** Files above this are streamed from disk instead of being held in memory. */
const MEMORY_LIMIT_BYTES = 2 * 1024 * 1024;

interface StaticFile {
  absolutePath: string;
  type: string;
  size: number;
  etag: string;
  /** Vite puts content-hashed files under /assets/: they can be cached forever. */
  immutable: boolean;
  body?: Buffer;
  /** Whether a gzipped copy is worth sending: text held in memory, above a packet's size. */
  compressible: boolean;
  gzipped?: Buffer;
}

/**
 * The gzipped copy, made at the first request that can take it and kept: compressing every file
 * of the build at level 9 when the server starts would delay its first healthy answer.
 */
function gzippedOf(file: StaticFile): Buffer | undefined {
  if (!file.compressible || !file.body) return undefined;
  file.gzipped ??= gzipSync(file.body, { level: 9 });
  return file.gzipped;
}

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

/** Reads the built PWA once at start: an index of every file, small ones held in memory. */
function loadFiles(root: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  if (!fs.existsSync(root)) return files;
  for (const absolutePath of walk(root)) {
    // A source map left in the build would publish the app's source: never served.
    if (absolutePath.endsWith('.map')) continue;
    const urlPath = '/' + path.relative(root, absolutePath).split(path.sep).join('/');
    const type = TYPES[path.extname(absolutePath)] ?? 'application/octet-stream';
    const size = fs.statSync(absolutePath).size;
    const file: StaticFile = {
      absolutePath,
      type,
      size,
      etag: '',
      immutable: urlPath.startsWith('/assets/'),
      compressible: COMPRESSIBLE.test(type) && size > 1024 && size <= MEMORY_LIMIT_BYTES,
    };
    if (size <= MEMORY_LIMIT_BYTES) {
      file.body = fs.readFileSync(absolutePath);
      file.etag = `"${createHash('sha256').update(file.body).digest('base64url').slice(0, 27)}"`;
    } else {
      const stat = fs.statSync(absolutePath);
      file.etag = `"${stat.size.toString(36)}-${stat.mtimeMs.toString(36)}"`;
    }
    files.set(urlPath, file);
  }
  return files;
}

function isAppRoute(pathname: string): boolean {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (
    APP_ROUTES.includes(trimmed) || APP_ROUTE_PATTERNS.some((pattern) => pattern.test(trimmed))
  );
}

/**
 * Serves the built PWA: hashed assets with a one-year immutable cache, everything else
 * revalidated; the app's routes get index.html, and any other path gets it with a 404 status
 * so the app shows its '404 Page Not Found' page and crawlers see the truth.
 */
export function staticFiles(root: string): Middleware {
  const files = loadFiles(root);
  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    let file = files.get(ctx.path);
    let status = 200;
    if (!file) {
      if (path.extname(ctx.path) !== '') return next();
      file = files.get('/index.html');
      if (!file) return next();
      if (!isAppRoute(ctx.path)) status = 404;
    }
    ctx.set('Cache-Control', file.immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    ctx.set('ETag', file.etag);
    ctx.set('Vary', 'Accept-Encoding');
    ctx.type = file.type;
    if (status === 200 && ctx.get('if-none-match') === file.etag) {
      ctx.status = 304;
      return;
    }
    ctx.status = status;
    const gzipped =
      ctx.acceptsEncodings('gzip', 'identity') === 'gzip' ? gzippedOf(file) : undefined;
    if (gzipped) {
      ctx.set('Content-Encoding', 'gzip');
      ctx.body = gzipped;
    } else if (file.body) {
      ctx.body = file.body;
    } else {
      ctx.length = file.size;
      ctx.body = fs.createReadStream(file.absolutePath);
    }
  };
}
