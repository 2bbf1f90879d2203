import { defineConfig } from 'vitest/config';

// Unit tests run without the React Router plugin: it expects a full app build,
// and these tests import modules directly.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    include: ['app/**/*.test.{ts,tsx}'],
    setupFiles: ['app/test/setup.ts'],
    environment: 'node',
    restoreMocks: true,
  },
});
