import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveVideoOn, startServerProcess } from '../test/server-process.ts';
import { testDialect } from '../test/test-database.ts';
import { sha256 } from '../test/videos.ts';
import { testWebm } from '../test/test-webm.ts';

let dataDir: string;
beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'briefcast-crash-'));
});
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

// The bytes live in the upload folder whatever the database; one run (on SQLite) shows it.
describe.runIf(testDialect() === 'sqlite')('an upload when the server is killed', () => {
  it('loses no acknowledged byte across SIGKILL and a restart', { timeout: 60_000 }, async () => {
    const webm = testWebm();
    const first = await startServerProcess({ DATA_DIR: dataDir });
    const { video, tus } = await saveVideoOn(first, webm);
    const { url } = await tus.create(video.id, webm.length);
    const acknowledged = 150_000;
    expect((await tus.send(url, webm.subarray(0, acknowledged), 0, 50_000)).status).toBe(204);

    await first.stop('SIGKILL');
    const second = await startServerProcess({ DATA_DIR: dataDir });
    try {
      const resumed = tus.on(second);
      expect(await resumed.offset(url)).toBe(acknowledged);
      expect((await resumed.send(url, webm, acknowledged)).status).toBe(204);
      const stored = fs.readFileSync(path.join(dataDir, 'blobs', 'videos', video.id, 'original'));
      expect(sha256(stored)).toBe(sha256(webm));
    } finally {
      await second.stop();
    }
  });
});
