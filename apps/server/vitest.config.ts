import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const integration = (name: string, globalSetup: string) => ({
  test: {
    name,
    include: ['test/**/*.test.ts'],
    globalSetup: [globalSetup],
    // A file's own app and database copy isolate it; sharing the worker's loaded modules spares
    // every file the 4-5 s of loading the whole server (half the suite's time when isolated).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    // Every integration file boots its own copy of the migrated database and listens on port 0, so
    // files run side by side. Vitest's default (one worker fewer than the cores) is a single worker
    // on a 2-core machine, which left a core idle for the whole suite.
    maxWorkers: availableParallelism(),
    projects: [
      { test: { name: 'server-unit', include: ['src/**/*.test.ts'] } },
      integration('server-pglite', './test/setup/pglite-global.ts'),
      // Concurrency guarantees are proven on real PostgreSQL: PGlite is a single connection.
      ...(process.env.TEST_DATABASE_URL || process.env.DATABASE_URL
        ? [integration('server-postgres', './test/setup/postgres-global.ts')]
        : []),
    ],
  },
});
