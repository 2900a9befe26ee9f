import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { HashReply, HashRequest } from './hash-messages.ts';

const here = fileURLToPath(import.meta.url);
const workerFile = path.join(path.dirname(here), `hash-worker${path.extname(here)}`);

/** Built, this module is .js beside a built hash-worker.js; in tests both are .ts, run by tsx. */
function startThread(): Worker {
  if (path.extname(here) !== '.ts') return new Worker(workerFile);
  const url = JSON.stringify(pathToFileURL(workerFile).href);
  const boot = `import('tsx/esm/api').then(({ register }) => { register(); return import(${url}); })`;
  return new Worker(boot, { eval: true });
}

interface Pending {
  resolve(digest: string): void;
  reject(err: Error): void;
}

/**
 * The sha256 of each upload in flight, kept up to date on a thread of its own that reads back
 * each piece once it is on disk: hashing 4 GB on the main thread would hold up every request,
 * and reading back means the hash is always of the bytes actually stored. Kept in memory only;
 * after a restart (or on another process) it is rebuilt from the bytes on disk when asked.
 */
export class FileHashes {
  private worker: Worker | undefined;
  private readonly pending = new Map<number, Pending>();
  private seq = 0;

  /** The first `upTo` bytes of the upload's file are written: hash them in the background. */
  advance(id: string, file: string, upTo: number): void {
    this.send({ type: 'advance', id, file, upTo });
  }

  /** The hex sha256 of the file's first `size` bytes; the upload's entry is dropped after. */
  digest(id: string, file: string, size: number): Promise<string> {
    const seq = ++this.seq;
    return new Promise<string>((resolve, reject) => {
      this.pending.set(seq, { resolve, reject });
      this.send({ type: 'digest', seq, id, file, upTo: size });
    });
  }

  forget(id: string): void {
    // No thread yet means no hash to drop.
    if (this.worker) this.send({ type: 'forget', id });
  }

  async close(): Promise<void> {
    await this.worker?.terminate();
    this.worker = undefined;
  }

  private send(request: HashRequest): void {
    this.started().postMessage(request);
  }

  private started(): Worker {
    if (this.worker) return this.worker;
    const worker = startThread();
    // Idle between uploads: the thread must not keep the process from exiting.
    worker.unref();
    worker.on('message', (reply: HashReply) => {
      const waiting = this.pending.get(reply.seq);
      this.pending.delete(reply.seq);
      if ('digest' in reply) waiting?.resolve(reply.digest);
      else waiting?.reject(new Error(reply.error));
    });
    const fail = (err: Error) => {
      if (this.worker === worker) this.worker = undefined;
      for (const waiting of this.pending.values()) waiting.reject(err);
      this.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`the hash thread stopped (exit code ${code})`)));
    this.worker = worker;
    return worker;
  }
}
