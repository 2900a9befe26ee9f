import { RateLimited } from '../errors/domain-errors.ts';

/**
 * How many preview AI runs one web process lets go at once: one per advisor, and at most
 * `total` in all, so neither one advisor nor a crowd of them can take every core from the
 * requests around them. In memory: each web process guards its own CPU.
 */
export class PreviewSlots {
  private readonly running = new Set<string>();

  constructor(private readonly total: number) {}

  /** Takes a slot for the advisor, or throws 429; the returned function gives it back. */
  take(advisorId: string): () => void {
    if (this.running.has(advisorId)) {
      throw new RateLimited(
        'Your last recording is still being analyzed. Please wait for it to finish.',
        10,
      );
    }
    if (this.running.size >= this.total) {
      throw new RateLimited(
        'The server is busy analyzing other recordings. Please try again in a minute.',
        30,
      );
    }
    this.running.add(advisorId);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.running.delete(advisorId);
    };
  }
}
