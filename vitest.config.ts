import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // One test file per core. Vitest's default keeps a core for its own process, which on a 2-core
    // CI machine ran the API files one at a time; its main process is idle while files run.
    maxWorkers: availableParallelism(),
    projects: [
      { test: { name: 'unit', include: ['src/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          // Each file's database is copied from one made once per run.
          globalSetup: ['tests/api/database-templates.ts'],
          // Files share a worker's loaded modules (each still builds its own app on its own
          // database): loading the server's modules and compiling PGlite once per file took
          // about half the tier's time. No API test stubs a module, a global or the clock.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The web forms rendered for real in a simulated DOM; only fetch is stood in (tests/component/support).
        test: {
          name: 'component',
          include: ['tests/component/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['tests/component/support/setup.ts'],
          // Typed key by key (user-event); a busy two-core machine takes longer than vitest's 5 s for the long forms.
          testTimeout: 20_000,
        },
      },
      {
        // Issue 20's proof: two compiled servers on one PostgreSQL database and one Redis (needs npm run build).
        test: { name: 'instances', include: ['tests/instances/**/*.test.ts'], environment: 'node', testTimeout: 60_000, hookTimeout: 240_000 },
      },
      {
        // Generated bad input over every route, one app per role (tests/fuzz/run.ts); seeded by FUZZ_SEED.
        test: {
          name: 'fuzz',
          include: ['tests/fuzz/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/api/database-templates.ts'],
          testTimeout: 300_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
