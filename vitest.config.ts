import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Vitest's default (cores - 1) is one worker on a two-core CI machine; its tests wait on PostgreSQL,
// happy-dom and child processes often enough that a second worker pays on two cores (docs/performance.md).
const workers = Math.max(2, availableParallelism() - 1);

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          maxWorkers: workers,
          environment: 'happy-dom',
          include: ['*.test.ts', 'src/**/*.test.{ts,tsx}', 'widgets/**/*.test.{ts,tsx}', 'host/**/*.test.{ts,tsx}', 'bench/**/*.test.ts'],
          setupFiles: ['src/testing/setup.ts'],
          // Widgets adopt CSS imported ?inline into their shadow roots: tests need the real text, not ''.
          css: { include: [/\.css(\?|$)/] },
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          maxWorkers: workers,
          // One module graph per worker: importing the whole app again for each of 113 files cost ~250 s of CPU.
          isolate: false,
          environment: 'node',
          include: ['server/**/*.test.ts'],
          // Each suite's database is a copy of one migrated once here.
          globalSetup: ['server/test/databaseTemplates.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['e2e/**/*.test.ts'],
          // The demo content is seeded once; each file's portal starts on a copy of it.
          globalSetup: ['e2e/support/dataTemplate.ts'],
          testTimeout: 120_000,
          hookTimeout: 300_000,
          maxWorkers: workers,
          // Only the story run uses concurrent tests: two pages at once keep both cores busy without starving either.
          maxConcurrency: 2,
        },
      },
    ],
  },
});
