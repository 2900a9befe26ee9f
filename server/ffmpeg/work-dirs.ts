import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const PREFIX = 'briefcast-work-';

/** This process's folder for job files; a process killed outright leaves it behind. */
const ownRoot = () => path.join(os.tmpdir(), `${PREFIX}${process.pid}`);

/** A fresh folder for one job's files (the MP4 being made, speech for whisper, and such). */
export async function makeWorkDir(purpose: string): Promise<string> {
  const root = ownRoot();
  await fs.promises.mkdir(root, { recursive: true, mode: 0o700 });
  return fs.promises.mkdtemp(path.join(root, `${purpose}-`));
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes the work folders of Briefcast processes that no longer run (killed by SIGKILL or the
 * OOM killer mid-job: a 4 GB original's MP4 stays otherwise). Folders of live processes,
 * another worker's on the same machine included, are left alone. Returns the folders that still
 * held a job's files: an empty one is what any process leaves after its last job finished, so
 * nothing was cut short there and it is removed without being reported.
 */
export async function removeStaleWorkDirs(): Promise<string[]> {
  const tmp = os.tmpdir();
  const cutShort: string[] = [];
  for (const name of await fs.promises.readdir(tmp)) {
    const pid = Number(name.slice(PREFIX.length));
    if (!name.startsWith(PREFIX) || !Number.isInteger(pid) || pid <= 0 || alive(pid)) continue;
    const folder = path.join(tmp, name);
    const jobs = await fs.promises.readdir(folder).catch(() => []);
    await fs.promises.rm(folder, { recursive: true, force: true });
    if (jobs.length > 0) cutShort.push(name);
  }
  return cutShort;
}
