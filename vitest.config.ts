import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Worker processes are reused from file to file (Vitest reads this from the root only); each project then says
    // whether a file starts from a fresh module graph.
    isolate: false,
    projects: [
      {
        test: {
          name: 'contract',
          root: './packages/contract',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          isolate: false,
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
          // The files share one process and one module graph: the app's imports are read once per run, not once per
          // file (a sixth of the files: 191 s → 114 s, collect 44 s → 6 s). It holds because no server test mocks a
          // module or writes process.env, and each file closes the apps and databases it opens.
          isolate: false,
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
          exclude: [...configDefaults.exclude, 'src/**/*.dom.test.{ts,tsx}'],
          environment: 'node',
          // One module graph for the run, as the server's (with the contract's tests: 64 s → 13 s).
          isolate: false,
        },
      },
      {
        test: {
          // Tests that render into a DOM (jsdom) each get a fresh context, Node's own modules included: Testing Library
          // binds `screen` to the first document it meets and registers its clean-up once, so a second file sharing
          // its modules would query an empty body. Name such a file `*.dom.test.tsx`.
          name: 'web-dom',
          root: './apps/web',
          include: ['src/**/*.dom.test.{ts,tsx}'],
          environment: 'jsdom',
          pool: 'vmForks',
        },
      },
    ],
  },
});
