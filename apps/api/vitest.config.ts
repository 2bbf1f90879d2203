import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // One migrated database per run, copied by every file (src/test/global-setup.ts).
    globalSetup: ['src/test/global-setup.ts'],
    pool: 'forks',
    // Two cores: more workers only fight for them (argon2 and PGlite are CPU bound).
    maxWorkers: 2,
    // One process per worker, not per file: the modules, PGlite's compiled WebAssembly and
    // the template's bytes are loaded once per worker; each file still gets its own database
    // and app (decision 022).
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
