#!/usr/bin/env node
/**
 * npm run models:fetch — for a machine with internet access: downloads each model listed in
 * MODELS_DIR/manifest.json (default ./models) and checks it against the manifest's checksum.
 * A model listed without one gets its sha256 pinned in the manifest, printed so it can be
 * compared with the publisher's page. The server itself never downloads anything.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

const modelsDir = path.resolve(process.env.MODELS_DIR || 'models');
const manifestFile = path.join(modelsDir, 'manifest.json');
const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));

async function digests(file) {
  const sha256 = createHash('sha256');
  const sha1 = createHash('sha1');
  for await (const chunk of fs.createReadStream(file)) {
    sha256.update(chunk);
    sha1.update(chunk);
  }
  return { sha256: sha256.digest('hex'), sha1: sha1.digest('hex') };
}

const matches = (entry, found) =>
  entry.sha256 ? found.sha256 === entry.sha256 : entry.sha1 ? found.sha1 === entry.sha1 : true;

async function download(entry, target) {
  const partial = `${target}.part`;
  const response = await fetch(entry.url, { redirect: 'follow' });
  if (!response.ok || !response.body) throw new Error(`${entry.url}: HTTP ${response.status}`);
  const total = Number(response.headers.get('content-length')) || 0;
  let received = 0;
  let shown = -1;
  const progress = new Transform({
    transform(chunk, _encoding, callback) {
      received += chunk.length;
      const percent = total ? Math.floor((received / total) * 100) : -1;
      if (percent !== shown && percent % 10 === 0) {
        shown = percent;
        process.stderr.write(`  ${entry.file}: ${percent}%\n`);
      }
      callback(null, chunk);
    },
  });
  await pipeline(Readable.fromWeb(response.body), progress, fs.createWriteStream(partial));
  fs.renameSync(partial, target);
}

let failed = false;
for (const entry of manifest.models) {
  const target = path.join(modelsDir, entry.file);
  if (
    fs.existsSync(target) &&
    matches(entry, await digests(target)) &&
    (entry.sha256 || entry.sha1)
  ) {
    console.log(`${entry.file}: already installed and verified`);
    continue;
  }
  if (!entry.url) {
    console.error(`${entry.file}: no url in the manifest; install it by hand`);
    failed = true;
    continue;
  }
  console.log(`${entry.file}: downloading ${entry.url}`);
  await download(entry, target);
  const found = await digests(target);
  if (!matches(entry, found)) {
    fs.rmSync(target);
    console.error(`${entry.file}: checksum does not match the manifest; the download was removed`);
    failed = true;
  } else if (!entry.sha256 && !entry.sha1) {
    entry.sha256 = found.sha256;
    console.log(
      `${entry.file}: pinned sha256 ${found.sha256} (compare it with the publisher's page)`,
    );
  } else {
    console.log(`${entry.file}: verified`);
  }
}
fs.writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
process.exitCode = failed ? 1 : 0;
