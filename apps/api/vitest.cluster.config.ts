import { defineConfig } from 'vitest/config';

/**
 * `npm run test:cluster`: two server processes behind nginx on the machine's PostgreSQL and Redis
 * and an S3-compatible server (test/cluster/cluster.test.ts). One file, its steps in order.
 */
export default defineConfig({
  test: {
    root: new URL('.', import.meta.url).pathname,
    include: ['test/cluster/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
