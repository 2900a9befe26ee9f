/**
 * The baseline for bench/upload.ts: plain node:http writing each PATCH body to one file at the
 * offset it names and answering 204, so the ratio shows what tus, sessions, ownership checks,
 * hashing and the database cost on top of Node piping bytes to disk.
 * An upload's first PATCH (offset 0) starts a new file, as the product writes every upload to
 * a file of its own: overwriting a file whose pages are still cached costs the kernel about a
 * quarter of filling new ones, which flattered this baseline.
 * Usage: bare-upload-server.ts <port> <folder>
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';

const [portArg, folder] = process.argv.slice(2);
if (!portArg || !folder) throw new Error('usage: bare-upload-server.ts <port> <folder>');
const file = path.join(folder, 'bare-upload');

const server = http.createServer((req, res) => {
  if (req.url === '/healthz') {
    res.writeHead(200).end();
    return;
  }
  const offset = Number(req.headers['upload-offset'] ?? 0);
  if (offset === 0) {
    fs.rmSync(file, { force: true });
    fs.writeFileSync(file, '');
  }
  pipeline(req, fs.createWriteStream(file, { flags: 'r+', start: offset })).then(
    () => res.writeHead(204).end(),
    () => res.writeHead(500).end(),
  );
});
server.listen(Number(portArg), '127.0.0.1');
process.once('SIGTERM', () => server.close(() => process.exit(0)));
