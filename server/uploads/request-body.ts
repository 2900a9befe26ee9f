import type { IncomingMessage } from 'node:http';

/** Bytes held between the socket and the store; more than this and the socket is paused. */
const BODY_BUFFER_BYTES = 4 * 1024 * 1024;

/** A body's bytes as a store takes them: everything that arrived since it last asked. */
export interface BodyBatches {
  /** The socket's chunks received since the last call (waiting for one); null once it ended. */
  next(): Promise<Buffer[] | null>;
}

/**
 * An upload request's body as the socket's own chunks, handed to the store in batches: one
 * promise per batch rather than per chunk, and no stream between the socket and the file (a
 * chain of Node streams, five deep in tus, cost more per byte than the write itself).
 * While the store writes one batch the next gathers, up to BODY_BUFFER_BYTES.
 *
 * A connection that breaks mid-body ends it as if the body were complete: every byte that
 * reached this process goes on to storage, and the upload's offset says how far it got. The
 * client resumes from there (tus lets a server keep a partial PATCH; on a link that drops
 * every few seconds nothing else would ever finish).
 */
export class RequestBody implements BodyBatches {
  private chunks: Buffer[] = [];
  private bytes = 0;
  private ended = false;
  private wake: (() => void) | undefined;

  constructor(private readonly req: IncomingMessage) {
    req.on('data', (chunk: Buffer) => {
      if (this.ended) return;
      this.chunks.push(chunk);
      this.bytes += chunk.length;
      if (this.bytes >= BODY_BUFFER_BYTES) req.pause();
      this.wake?.();
    });
    req.once('end', this.end);
    // 'error' (a reset) or 'close' before 'end' (the socket went): keep what came.
    req.once('error', this.end);
    req.once('close', this.end);
  }

  /** No byte after this one is taken; those already here are still handed over. */
  readonly end = (): void => {
    this.ended = true;
    this.wake?.();
  };

  /**
   * Ends the body and leaves the rest of it unread: the answer goes out with the connection
   * closed, rather than this process reading what it would throw away.
   */
  stop(): void {
    this.end();
    this.chunks = [];
    this.req.pause();
  }

  async next(): Promise<Buffer[] | null> {
    while (this.chunks.length === 0) {
      if (this.ended) return null;
      await new Promise<void>((resolve) => (this.wake = resolve));
      this.wake = undefined;
    }
    const batch = this.chunks;
    this.chunks = [];
    this.bytes = 0;
    if (!this.ended) this.req.resume();
    return batch;
  }
}
