/**
 * A sleep that can be cut short. A `notify()` that arrives while nobody sleeps is remembered,
 * so the next `sleep` returns at once and no nudge is lost between two sleeps.
 */
export class Wakeup {
  private pending = false;
  private wake: (() => void) | undefined;

  notify(): void {
    this.pending = true;
    this.wake?.();
  }

  sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wake = undefined;
        this.pending = false;
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.wake = done;
      if (this.pending) done();
    });
  }
}
