import { defineConfig } from 'vitest/config';

/** E2E specs drive the built app (npm run build) in Debian's Chromium; one file at a time. */
export default defineConfig({
  test: {
    name: 'e2e',
    root: '.',
    include: ['e2e/**/*.e2e.test.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
