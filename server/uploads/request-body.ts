import type { IncomingMessage } from 'node:http';
import { bodySlabs, SLAB_BYTES } from './body-slabs.ts';

/**
 * Slabs filled between the socket and the store (4 MB) while the store writes the last batch;
 * with all of them full the socket is paused.
 */
const GATHER_SLABS = 4;

/** A body's bytes as a store takes them: everything that arrived since it last asked. */
export interface BodyBatches {
  /**
   * The bytes received since the last call (waiting for some), in order; null once it ended.
   * The buffers are reused once `next` is called again: a store that keeps bytes longer than
   * one batch (to send them on later) must copy them.
   */
  next(): Promise<Buffer[] | null>;
}

/**
 * An upload request's body handed to the store in batches: one promise per batch rather than
 * per chunk, and no stream between the socket and the file (a chain of Node streams, five deep
 * in tus, cost more per byte than the write itself). Each socket chunk is copied at once into
 * reused slabs (`body-slabs.ts`), so no chunk lives longer than its copy. While the store
 * writes one batch the next gathers, up to GATHER_SLABS slabs.
 *
 * A connection that breaks mid-body ends it as if the body were complete: every byte that
 * reached this process goes on to storage, and the upload's offset says how far it got. The
 * client resumes from there (tus lets a server keep a partial PATCH; on a link that drops
 * every few seconds nothing else would ever finish).
 */
export class RequestBody implements BodyBatches {
  /** Slabs being filled; only the last one may be partly full, up to `filled` bytes. */
  private gathering: Buffer[] = [];
  private filled = 0;
  /** Slabs of the batch the store has, given back when it asks for the next one. */
  private handed: Buffer[] = [];
  /** The rest of chunks that came while every slab was full (the socket is paused then). */
  private overflow: Buffer[] = [];
  private ended = false;
  private wake: (() => void) | undefined;

  constructor(private readonly req: IncomingMessage) {
    req.on('data', (chunk: Buffer) => {
      if (this.ended) return;
      if (this.overflow.length > 0) this.overflow.push(chunk);
      else this.gather(chunk);
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
   * closed, rather than this process reading what it would throw away. The store is done
   * with its batches by now.
   */
  stop(): void {
    this.end();
    bodySlabs.giveBack([...this.handed, ...this.gathering]);
    this.handed = [];
    this.gathering = [];
    this.filled = 0;
    this.overflow = [];
    this.req.pause();
  }

  async next(): Promise<Buffer[] | null> {
    bodySlabs.giveBack(this.handed);
    this.handed = [];
    while (this.gathering.length === 0) {
      if (this.ended) return null;
      await new Promise<void>((resolve) => (this.wake = resolve));
      this.wake = undefined;
    }
    const last = this.gathering.length - 1;
    const batch = this.gathering.map((slab, i) =>
      i === last ? slab.subarray(0, this.filled) : slab,
    );
    this.handed = this.gathering;
    this.gathering = [];
    this.filled = 0;
    const waiting = this.overflow;
    this.overflow = [];
    for (const chunk of waiting) {
      if (this.overflow.length > 0) this.overflow.push(chunk);
      else this.gather(chunk);
    }
    if (!this.ended && this.overflow.length === 0) this.req.resume();
    return batch;
  }

  /** Copies `chunk` into the slabs; what does not fit waits in `overflow`, the socket paused. */
  private gather(chunk: Buffer): void {
    let from = 0;
    while (from < chunk.length) {
      if (this.gathering.length === 0 || this.filled === SLAB_BYTES) {
        if (this.gathering.length === GATHER_SLABS) {
          this.overflow.push(chunk.subarray(from));
          this.req.pause();
          return;
        }
        this.gathering.push(bodySlabs.take());
        this.filled = 0;
      }
      const slab = this.gathering[this.gathering.length - 1] as Buffer;
      const copied = chunk.copy(slab, this.filled, from);
      this.filled += copied;
      from += copied;
    }
  }
}
