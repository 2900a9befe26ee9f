/** How many bytes of a request body one slab holds. */
export const SLAB_BYTES = 1024 * 1024;

/** Free slabs kept for the next request (16 MB); any beyond are left to the garbage collector. */
const SPARE_SLABS = 16;

const spare: Buffer[] = [];

/**
 * Buffers that upload bodies are copied into, used again request after request. Node's HTTP
 * parser hands every body chunk over in a Buffer of its own; holding those until they are
 * written (megabytes at a time) lets them outlive V8's cheap young-generation collections, so
 * they were freed only by full collections of the whole heap, which cost more CPU per GiB
 * than the code that writes them. Copied at once into a slab, each chunk dies young; the
 * slabs themselves are never garbage.
 */
export const bodySlabs = {
  /** A slab to fill, one given back if there is one; its old bytes are still in it. */
  take(): Buffer {
    return spare.pop() ?? Buffer.allocUnsafeSlow(SLAB_BYTES);
  },

  /** Slabs nobody reads any more: whatever still held a view of one would see it overwritten. */
  giveBack(slabs: readonly Buffer[]): void {
    for (const slab of slabs) {
      if (spare.length >= SPARE_SLABS) return;
      spare.push(slab);
    }
  },
};
