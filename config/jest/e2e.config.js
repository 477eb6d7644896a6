// Browser tests: Playwright (playwright-core) driving Debian's Chromium against the built app
// served by the reference server. Each test file starts and stops its own server.
const rootDir = new URL('../..', import.meta.url).pathname;

export default {
  displayName: 'e2e',
  rootDir,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/test/e2e/**/*.e2e.test.ts'],
  globalSetup: '<rootDir>/test/e2e/support/requireChromium.ts',
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/src/$1', '^@test/(.*)$': '<rootDir>/test/$1' },
  transform: { '\\.[jt]sx?$': 'babel-jest' },
  testTimeout: 60_000,
  maxWorkers: 1,
};
