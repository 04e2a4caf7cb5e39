import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'contract',
          root: './packages/contract',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        // graphql ships both .mjs and .js; one copy must serve yoga and our code alike.
        resolve: { alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }] },
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          // One migrated, seeded PGlite per run, which each file's database is loaded from.
          globalSetup: ['./src/test/pglite-snapshot.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // No `maxWorkers` here: Vitest takes a run's workers from the root, where the default is one fewer than the
          // cores, so one file at a time on the 2-core machines. Two at a time was tried on the PostgreSQL run: the
          // files that start and kill servers (jobs-survive, restore drill, scale proof) then run together and miss
          // their timings.
        },
      },
      {
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
    ],
  },
});
