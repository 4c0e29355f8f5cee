// @ts-check
// Test files are only transpiled here (esbuild, tests/support/esbuild-transform.cjs); type checking
// is done once by `tsc` in `npm test`.
const shared = {
  transform: { '^.+\\.(t|j)sx?$': '<rootDir>/tests/support/esbuild-transform.cjs' },
  moduleNameMapper: { '\\.(css|svg|png)$': '<rootDir>/tests/support/style-stub.ts' },
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
};

/** @type {import('jest').Config} */
module.exports = {
  projects: [
    { ...shared, displayName: 'unit', testEnvironment: 'node', testMatch: ['<rootDir>/{core,plugins,scripts,schemas}/**/*.test.ts'] },
    {
      ...shared,
      displayName: 'dom',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/{core,plugins}/**/*.test.tsx'],
      setupFiles: ['<rootDir>/tests/support/jsdom-setup.ts'],
    },
    { ...shared, displayName: 'sandbox', testEnvironment: 'node', testMatch: ['<rootDir>/sandbox/**/*.test.ts'] },
    { ...shared, displayName: 'e2e', testEnvironment: 'node', testMatch: ['<rootDir>/tests/**/*.test.ts'] },
  ],
  reporters: ['default', '<rootDir>/tests/support/summary-reporter.cjs'],
  testSequencer: '<rootDir>/tests/support/sequencer.cjs',
  // One migrated and seeded database per run, copied by every sandbox the tests start.
  globalSetup: '<rootDir>/tests/support/global-setup.cjs',
  // Hooks start PGlite (about 3 s alone, far more on a busy 2-core machine) and browsers.
  testTimeout: 30_000,
};
