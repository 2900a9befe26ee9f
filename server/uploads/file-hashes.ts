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
 * Bytes handed to the hash thread and not yet hashed. Past this a write waits, so a thread
 * starved of CPU holds back the socket instead of piling copies up in memory.
 */
const MAX_IN_FLIGHT_BYTES = 16 * 1024 * 1024;

/**
 * The sha256 of each upload in flight, fed the very bytes being written, on a thread of its
 * own: hashing 4 GB on the main thread would hold up every request, and reading the file back
 * would cost a second pass over it. Kept in memory only: after a restart (or when another
 * process wrote the upload's last piece) it is rebuilt once from the bytes on disk.
 */
export class FileHashes {
  private worker: Worker | undefined;
  private readonly pending = new Map<number, Pending>();
  private seq = 0;
  private inFlight = 0;
  private readonly drained: Array<() => void> = [];

  /**
   * `chunk` is about to be written at `offset` of the upload's `file`: hash it. Resolves once
   * the thread has room for more.
   */
  update(id: string, file: string, offset: number, chunk: Buffer): Promise<void> {
    this.inFlight += chunk.length;
    this.send({ type: 'update', id, file, offset, chunk });
    if (this.inFlight <= MAX_IN_FLIGHT_BYTES) return Promise.resolve();
    return new Promise((resolve) => this.drained.push(resolve));
  }

  /** The upload's file now ends at `upTo`: a hash that went further is dropped. */
  settle(id: string, upTo: number): void {
    this.send({ type: 'settle', id, upTo });
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

  private hashed(bytes: number): void {
    this.inFlight -= bytes;
    if (this.inFlight > MAX_IN_FLIGHT_BYTES) return;
    for (const resolve of this.drained.splice(0)) resolve();
  }

  private started(): Worker {
    if (this.worker) return this.worker;
    const worker = startThread();
    // Idle between uploads: the thread must not keep the process from exiting.
    worker.unref();
    worker.on('message', (reply: HashReply) => {
      if ('hashed' in reply) return this.hashed(reply.hashed);
      const waiting = this.pending.get(reply.seq);
      this.pending.delete(reply.seq);
      if ('digest' in reply) waiting?.resolve(reply.digest);
      else waiting?.reject(new Error(reply.error));
    });
    const fail = (err: Error) => {
      if (this.worker === worker) this.worker = undefined;
      for (const waiting of this.pending.values()) waiting.reject(err);
      this.pending.clear();
      // The thread's hashes are gone with it; writers waiting on it go on (a digest rebuilds).
      this.hashed(this.inFlight);
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`the hash thread stopped (exit code ${code})`)));
    this.worker = worker;
    return worker;
  }
}
