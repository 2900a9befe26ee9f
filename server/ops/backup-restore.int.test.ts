import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShareResponse } from '../../shared/api/share.ts';
import type { VideoResponse } from '../../shared/api/videos.ts';
import { PROJECT_ROOT } from '../paths.ts';
import { saveVideoOn, startServerProcess } from '../test/server-process.ts';
import { ShareVisitor } from '../test/shares.ts';
import { testDialect } from '../test/test-database.ts';
import type { TestServer } from '../test/test-server.ts';
import { testWebm } from '../test/test-webm.ts';
import { readManifest } from './manifest.ts';

const run = promisify(execFile);

let root: string;
let dataDir: string;
beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'briefcast-backup-'));
  dataDir = path.join(root, 'data');
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

/** The npm script's command (`npm run backup -- <dir>` / `npm run restore -- <dir>`). */
async function cli(name: 'backup' | 'restore', args: string[]) {
  const script = path.join(PROJECT_ROOT, 'server', 'ops', `${name}-cli.ts`);
  try {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', script, ...args], {
      cwd: PROJECT_ROOT,
      env: { ...process.env, DATA_DIR: dataDir },
    });
    return { code: 0, output: stdout };
  } catch (err) {
    const failed = err as { code: number; stderr: string };
    return { code: failed.code, output: failed.stderr };
  }
}

/** What ShareVisitor needs of a server, for one running as its own process. */
function visitorOf(url: string): ShareVisitor {
  const send = (p: string, init?: RequestInit) => fetch(`${url}${p}`, init);
  const server = {
    fetch: send,
    post: (p: string, body: unknown, headers: Record<string, string> = {}) =>
      send(p, {
        method: 'POST',
        headers: { Origin: url, 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify(body),
      }),
  };
  return new ShareVisitor(server as unknown as TestServer);
}

async function ffprobeSeconds(bytes: Buffer): Promise<number> {
  const file = path.join(root, 'downloaded.mp4');
  fs.writeFileSync(file, bytes);
  const { stdout } = await run('ffprobe', [
    ...['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file],
  ]);
  return Number(stdout.trim());
}

// The backup command covers SQLite and disk storage; PostgreSQL has pg_dump (docs/operations.md).
describe.runIf(testDialect() === 'sqlite')('backup and restore', () => {
  it(
    'backs up a running server, and the restored one plays the video and opens its share page',
    { timeout: 180_000 },
    async () => {
      const webm = testWebm();
      const first = await startServerProcess({ DATA_DIR: dataDir });
      let link: string;
      try {
        const { cookie, video, tus } = await saveVideoOn(first, webm);
        link = video.shareLink;
        const { url } = await tus.create(video.id, webm.length);
        expect((await tus.send(url, webm)).status).toBe(204);
        const status = async () => {
          const response = await fetch(`${first.url}/api/videos/${video.id}`, {
            headers: { Cookie: cookie },
          });
          return ((await response.json()) as VideoResponse).video.status;
        };
        // Real ffmpeg makes the MP4 and thumbnail.
        await expect.poll(status, { timeout: 60_000, interval: 250 }).toBe('ready');

        // While the server runs and answers requests.
        const busy = Promise.all(
          Array.from({ length: 20 }, () =>
            fetch(`${first.url}/share/${link}`).then((r) => r.text()),
          ),
        );
        const backup = await cli('backup', [path.join(root, 'backup')]);
        await busy;
        expect(backup).toMatchObject({ code: 0 });
        expect(backup.output).toContain('Backed up');
        // Never over an earlier backup.
        expect(await cli('backup', [path.join(root, 'backup')])).toMatchObject({ code: 1 });
        // Nor inside the data it copies.
        const inside = await cli('backup', [path.join(dataDir, 'backups', 'today')]);
        expect(inside).toMatchObject({ code: 1 });
        expect(inside.output).toContain('inside the data folder');
      } finally {
        await first.stop();
      }

      const manifest = await readManifest(path.join(root, 'backup'));
      expect(manifest.schemaVersion).toMatch(/^\d{4}_/);
      const paths = manifest.files.map((file) => file.path);
      expect(paths).toContain('briefcast.db');
      // The key the server made for integration secrets travels with them, owner-only.
      expect(paths).toContain('integrations.key');
      const backedUpKey = path.join(root, 'backup', 'integrations.key');
      expect(fs.statSync(backedUpKey).mode & 0o777).toBe(0o600);
      expect(paths.filter((p) => p.startsWith('blobs/videos/')).length).toBeGreaterThanOrEqual(3);

      // A damaged backup is refused before anything is written.
      const damaged = path.join(root, 'damaged');
      fs.cpSync(path.join(root, 'backup'), damaged, { recursive: true });
      const mp4 = paths.find((p) => p.endsWith('/mp4')) ?? '';
      fs.appendFileSync(path.join(damaged, ...mp4.split('/')), 'x');
      fs.rmSync(dataDir, { recursive: true, force: true });
      const refused = await cli('restore', [damaged]);
      expect(refused.code).toBe(1);
      expect(refused.output).toContain(mp4);
      expect(fs.existsSync(dataDir) ? fs.readdirSync(dataDir) : []).toEqual([]);

      // A data folder with something in it (here a stale journal) needs --force.
      fs.mkdirSync(dataDir, { recursive: true });
      fs.writeFileSync(path.join(dataDir, 'briefcast.db-wal'), 'stale');
      expect(await cli('restore', [path.join(root, 'backup')])).toMatchObject({ code: 1 });
      expect(await cli('restore', [path.join(root, 'backup'), '--force'])).toMatchObject({
        code: 0,
      });

      const restoredKey = path.join(dataDir, 'integrations.key');
      expect(fs.readFileSync(restoredKey)).toEqual(fs.readFileSync(backedUpKey));
      expect(fs.statSync(restoredKey).mode & 0o777).toBe(0o600);
      // A server checks its key against the database's record at start: this one starts.
      const second = await startServerProcess({ DATA_DIR: dataDir });
      try {
        const visitor = visitorOf(second.url);
        const share = (await (await visitor.accept(link)).json()) as ShareResponse;
        const page = await visitor.get(`/share/${link}`);
        expect(page.status).toBe(200);
        expect(await page.text()).toContain('Quarterly portfolio review');
        const fileUrl = share.video.fileUrl ?? '';
        expect(fileUrl).not.toBe('');
        const head = await visitor.get(fileUrl, { Range: 'bytes=0-7' });
        expect(head.status).toBe(206);
        expect(
          Buffer.from(await head.arrayBuffer())
            .subarray(4, 8)
            .toString(),
        ).toBe('ftyp');
        const whole = await visitor.get(fileUrl);
        expect(whole.status).toBe(200);
        expect(await ffprobeSeconds(Buffer.from(await whole.arrayBuffer()))).toBeCloseTo(3, 0);
      } finally {
        await second.stop();
      }
    },
  );
});
