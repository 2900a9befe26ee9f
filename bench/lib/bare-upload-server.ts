/**
 * The baseline for bench/upload.ts: plain node:http writing each PATCH body to one file at the
 * offset it names and answering 204, hashing the bytes with sha256 as they go by (the product
 * checks every upload's hash, so the baseline does the same work), so the ratio shows what tus,
 * sessions, ownership checks and the database cost on top of Node piping and hashing bytes.
 * An upload's first PATCH (offset 0) starts a new file and a new hash, as the product writes
 * every upload to a file of its own: overwriting a file whose pages are still cached costs the
 * kernel about a quarter of filling new ones, which flattered this baseline. The PATCH that
 * reaches `Upload-Length` checks the hash against `Upload-Sha256` (400 if it differs).
 * Usage: bare-upload-server.ts <port> <folder>
 */
import { createHash, type Hash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';

const [portArg, folder] = process.argv.slice(2);
if (!portArg || !folder) throw new Error('usage: bare-upload-server.ts <port> <folder>');
const file = path.join(folder, 'bare-upload');
let hash: Hash = createHash('sha256');

const server = http.createServer((req, res) => {
  if (req.url === '/healthz') {
    res.writeHead(200).end();
    return;
  }
  const offset = Number(req.headers['upload-offset'] ?? 0);
  if (offset === 0) {
    fs.rmSync(file, { force: true });
    fs.writeFileSync(file, '');
    hash = createHash('sha256');
  }
  let end = offset;
  req.on('data', (chunk: Buffer) => {
    hash.update(chunk);
    end += chunk.length;
  });
  pipeline(req, fs.createWriteStream(file, { flags: 'r+', start: offset })).then(
    () => {
      const whole = end === Number(req.headers['upload-length']);
      const wrong = whole && hash.digest('hex') !== req.headers['upload-sha256'];
      res.writeHead(wrong ? 400 : 204).end();
    },
    () => res.writeHead(500).end(),
  );
});
server.listen(Number(portArg), '127.0.0.1');
process.once('SIGTERM', () => server.close(() => process.exit(0)));
