/**
 * The baseline for bench/http.ts: plain node:http answering the same bytes as the real server,
 * so the ratio shows what Koa, middleware and the database check cost on top of Node itself.
 * Usage: bare-server.ts <port> <asset url path> <asset file>
 */
import fs from 'node:fs';
import http from 'node:http';
import { gzipSync } from 'node:zlib';

const [portArg, assetUrlPath, assetFile] = process.argv.slice(2);
if (!portArg || !assetUrlPath || !assetFile) {
  throw new Error('usage: bare-server.ts <port> <asset url path> <asset file>');
}

const health = Buffer.from(JSON.stringify({ status: 'ok' }));
// Level 9 once at start, as server/http/static-files.ts does, so both serve identical bytes.
const asset = gzipSync(fs.readFileSync(assetFile), { level: 9 });

const server = http.createServer((req, res) => {
  if (req.url === '/healthz') {
    res.writeHead(200, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': health.length,
    });
    res.end(health);
  } else if (req.url === assetUrlPath) {
    // Always gzip: the benchmark sends Accept-Encoding: gzip on every request.
    res.writeHead(200, {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Content-Encoding': 'gzip',
      'Content-Length': asset.length,
    });
    res.end(asset);
  } else {
    res.writeHead(404).end();
  }
});
server.listen(Number(portArg), '127.0.0.1');
process.once('SIGTERM', () => server.close(() => process.exit(0)));
