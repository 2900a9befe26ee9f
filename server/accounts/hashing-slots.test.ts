import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { inHashingSlot } from './hashing-slots.ts';

describe('password hashing slots', () => {
  it('runs at most two hashes at once and every one of a burst to the end, in order', async () => {
    let now = 0;
    let most = 0;
    const started: number[] = [];
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        inHashingSlot(async () => {
          started.push(i);
          now += 1;
          most = Math.max(most, now);
          await sleep(2);
          now -= 1;
          return i * 10;
        }),
      ),
    );
    expect(most).toBe(2);
    expect(results).toEqual(Array.from({ length: 20 }, (_, i) => i * 10));
    expect(started).toEqual(Array.from({ length: 20 }, (_, i) => i));
  });

  it('frees the slot when a hash fails', async () => {
    await expect(inHashingSlot(() => Promise.reject(new Error('bad salt')))).rejects.toThrow();
    await expect(inHashingSlot(() => Promise.reject(new Error('bad salt')))).rejects.toThrow();
    expect(await inHashingSlot(() => Promise.resolve('next'))).toBe('next');
  });
});
