// Jest's global set-up (jest.config.js): one migrated and seeded sandbox database per test run,
// which every sandbox started by a test (in-process or as a server) copies instead of building its
// own (sandbox/db/template.ts). Set SANDBOX_DB_TEMPLATE yourself to skip making one.
const { execFileSync } = require('node:child_process');
const path = require('node:path');

module.exports = async function globalSetup() {
  if (process.env.SANDBOX_DB_TEMPLATE) return;
  const root = path.resolve(__dirname, '..', '..');
  const file = execFileSync(process.execPath, ['--import', 'tsx', 'scripts/db-template.ts'], { cwd: root, encoding: 'utf8' }).trim();
  // Inherited by the test workers, and by the servers they start.
  process.env.SANDBOX_DB_TEMPLATE = file;
};
