import { defineConfig } from 'vitest/config';

// Browser tests run one file at a time: each starts its own server and Chromium.
export default defineConfig({
  test: {
    include: ['**/*.e2e.test.ts'],
    testTimeout: 180_000,
    hookTimeout: 300_000,
    fileParallelism: false,
  },
});
