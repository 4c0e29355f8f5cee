// @ts-check
// ts-jest transpiles to CommonJS for Jest; type checking is done once by `tsc` in `npm test`,
// so each test file is only transpiled here (fast, and the same code webpack builds).
const tsJest = [
  'ts-jest',
  {
    tsconfig: {
      isolatedModules: true,
      module: 'commonjs',
      moduleResolution: 'node10',
      ignoreDeprecations: '6.0',
      jsx: 'react-jsx',
      esModuleInterop: true,
      resolveJsonModule: true,
    },
  },
];

const shared = {
  transform: { '^.+\\.(t|j)sx?$': tsJest },
  moduleNameMapper: { '\\.(css|svg|png)$': '<rootDir>/tests/support/style-stub.ts' },
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
};

/** @type {import('jest').Config} */
module.exports = {
  projects: [
    { ...shared, displayName: 'unit', testEnvironment: 'node', testMatch: ['<rootDir>/{core,plugins,scripts,schemas}/**/*.test.ts'] },
    { ...shared, displayName: 'dom', testEnvironment: 'jsdom', testMatch: ['<rootDir>/{core,plugins}/**/*.test.tsx'] },
    { ...shared, displayName: 'sandbox', testEnvironment: 'node', testMatch: ['<rootDir>/sandbox/**/*.test.ts'] },
    { ...shared, displayName: 'e2e', testEnvironment: 'node', testMatch: ['<rootDir>/tests/**/*.test.ts'] },
  ],
  reporters: ['default', '<rootDir>/tests/support/summary-reporter.cjs'],
  // One migrated and seeded database per run, copied by every sandbox the tests start.
  globalSetup: '<rootDir>/tests/support/global-setup.cjs',
  // Hooks start PGlite (about 3 s alone, far more on a busy 2-core machine) and browsers.
  testTimeout: 30_000,
};
