import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { threadId } from 'node:worker_threads';

/**
 * `bytes` as a file in the temp folder, named by their content: every test run shares one file
 * instead of leaving one behind each (test workers are killed, so they cannot clean up).
 */
export function sharedTempFile(prefix: string, extension: string, bytes: Buffer): string {
  const digest = createHash('sha256').update(bytes).digest('hex').slice(0, 16);
  const file = path.join(os.tmpdir(), `${prefix}-${digest}${extension}`);
  if (!fs.existsSync(file)) {
    // Written aside and renamed, so a test process running alongside never reads half a file.
    const partial = `${file}.${process.pid}.${threadId}`;
    fs.writeFileSync(partial, bytes);
    fs.renameSync(partial, file);
  }
  return file;
}
