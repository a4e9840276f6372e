import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Real processes behind nginx: `npm run test:cluster` (vitest.cluster.config.ts).
    exclude: ['test/cluster/**'],
    environment: 'node',
    globalSetup: ['./test/global-setup.ts'],
    // Each file gets its own database cloned from a migrated template; two at a time fit 2 cores.
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
