import { describe, expect, it } from 'vitest';
import { ChunkSizer, FIRST_CHUNK_BYTES, MAX_CHUNK_BYTES, MIN_CHUNK_BYTES } from './chunk-size.ts';

describe('ChunkSizer', () => {
  it('sends about four seconds of a slow link per PATCH', () => {
    const sizer = new ChunkSizer();
    expect(sizer.bytes).toBe(FIRST_CHUNK_BYTES);
    // 1 MB took 32 s at 32 KB/s: four seconds of that is below the floor.
    sizer.observe(FIRST_CHUNK_BYTES, 32_000);
    expect(sizer.bytes).toBe(MIN_CHUNK_BYTES);
    // 256 KB in 2 s: 128 KB/s, so 512 KB.
    sizer.observe(MIN_CHUNK_BYTES, 2_000);
    expect(sizer.bytes).toBe(512 * 1024);
  });

  it('grows at most fourfold per PATCH on a fast link, up to the ceiling', () => {
    const sizer = new ChunkSizer();
    const sizes: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      sizer.observe(sizer.bytes, 10);
      sizes.push(sizer.bytes / (1024 * 1024));
    }
    expect(sizes).toEqual([4, 16, 64, 64, 64]);
    expect(sizer.bytes).toBe(MAX_CHUNK_BYTES);
  });

  it('halves after a failure, never below the floor', () => {
    const sizer = new ChunkSizer();
    sizer.failed();
    expect(sizer.bytes).toBe(512 * 1024);
    for (let i = 0; i < 5; i += 1) sizer.failed();
    expect(sizer.bytes).toBe(MIN_CHUNK_BYTES);
  });
});
