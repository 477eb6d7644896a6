// All unit, component and API tests: the web project (jsdom) and the server project (node).
const rootDir = new URL('../..', import.meta.url).pathname;

export default {
  rootDir,
  // A global option (ignored inside projects): a fresh machine builds the seeded test database
  // template once, which takes longer than Jest's default 5 s in the first server hooks.
  testTimeout: 30_000,
  projects: ['<rootDir>/config/jest/web.config.js', '<rootDir>/config/jest/server.config.js'],
};
