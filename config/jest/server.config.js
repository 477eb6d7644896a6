// Jest project for the reference API (server/): Node environment, native ES modules.
// Several server dependencies are ESM-only (fastify-openapi-glue, jose) and PGlite locates its
// WebAssembly files with import.meta.url, so this project runs as real ESM: Jest must be started
// with NODE_OPTIONS=--experimental-vm-modules (see the test:unit script).
import vm from 'node:vm';

const rootDir = new URL('../..', import.meta.url).pathname;

if (typeof vm.SourceTextModule !== 'function') {
  throw new Error(
    'The server tests run as ES modules: start Jest with NODE_OPTIONS=--experimental-vm-modules ' +
      '(npm run test:unit does).',
  );
}

export default {
  displayName: 'server',
  rootDir,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/server/test/**/*.test.ts', '<rootDir>/config/**/*.test.ts', '<rootDir>/scripts/**/*.test.ts'],
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/src/$1', '^@test/(.*)$': '<rootDir>/test/$1' },
  // Babel only strips types; it keeps `import`/`export` because Jest tells it ESM is supported.
  transform: { '\\.[jt]s$': 'babel-jest' },
  // CommonJS dependencies that require() an ESM-only package (@fastify/static → content-disposition):
  // Node 20 allows that, Jest (before Node 24.9) does not, so Babel compiles those packages to CommonJS.
  transformIgnorePatterns: ['/node_modules/(?!(content-disposition|cookie)/)'],
  // A fresh PGlite database per file takes a second or two to start.
  testTimeout: 30_000,
  clearMocks: true,
  restoreMocks: true,
};
