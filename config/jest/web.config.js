// Jest project for the browser code: jsdom with Node's fetch, real store, intl and theme.
const rootDir = new URL('../..', import.meta.url).pathname;

export default {
  displayName: 'web',
  rootDir,
  testEnvironment: '<rootDir>/config/jest/jsdomEnvironment.cjs',
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
  setupFilesAfterEnv: ['<rootDir>/config/jest/setupWeb.ts'],
  moduleNameMapper: {
    // First, so that aliased paths (@/assets/…) are caught too. Images are URLs to webpack; any string
    // will do in jsdom.
    '\\.(svg|png|jpe?g|webp|avif)$': '<rootDir>/config/jest/fileMock.cjs',
    // Tests read the source catalogs; react-intl parses them at run time here.
    '^\\./compiled/(en|fr|es)\\.json$': '<rootDir>/src/i18n/messages/$1.json',
    '^@/(.*)$': '<rootDir>/src/$1',
    '^@test/(.*)$': '<rootDir>/test/$1',
    '\\.css$': '<rootDir>/config/jest/styleMock.cjs',
  },
  transform: { '\\.[jt]sx?$': 'babel-jest' },
  // ESM-only packages are compiled to CommonJS for Jest like our own code.
  transformIgnorePatterns: ['/node_modules/(?!(react-intl|@formatjs|intl-messageformat)/)'],
  clearMocks: true,
  restoreMocks: true,
};
