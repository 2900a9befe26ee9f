/** The time source, injected so tests can move time (reset-code expiry, rate-limit windows). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
