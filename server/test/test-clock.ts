import type { Clock } from '../clock.ts';

/** A clock tests can move: starts at real time, then only moves when told to. */
export class TestClock implements Clock {
  private current: Date;

  constructor(start = new Date()) {
    this.current = new Date(start);
  }

  now(): Date {
    return new Date(this.current);
  }

  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}
