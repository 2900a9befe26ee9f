import os from 'node:os';
import { Worker } from 'node:worker_threads';

/**
 * Keeps every core of the machine busy with spinning worker threads until the returned
 * function is called, so a spec can show what an advisor on a loaded laptop sees: Chromium's
 * video encoder starting late, and MediaRecorder cutting its chunks in odd places.
 */
export function burnCpu(threads = os.availableParallelism()): () => Promise<void> {
  const workers = Array.from(
    { length: threads },
    () => new Worker('for (;;) Math.sqrt(Math.random());', { eval: true }),
  );
  return async () => {
    await Promise.all(workers.map((worker) => worker.terminate()));
  };
}
