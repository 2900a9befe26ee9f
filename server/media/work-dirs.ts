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
 * another worker's on the same machine included, are left alone. Returns what it removed.
 */
export async function removeStaleWorkDirs(): Promise<string[]> {
  const tmp = os.tmpdir();
  const removed: string[] = [];
  for (const name of await fs.promises.readdir(tmp)) {
    const pid = Number(name.slice(PREFIX.length));
    if (!name.startsWith(PREFIX) || !Number.isInteger(pid) || pid <= 0 || alive(pid)) continue;
    await fs.promises.rm(path.join(tmp, name), { recursive: true, force: true });
    removed.push(name);
  }
  return removed;
}
