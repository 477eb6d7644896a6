// All unit, component and API tests: the web project (jsdom) and the server project (node).
const rootDir = new URL('../..', import.meta.url).pathname;

export default {
  rootDir,
  projects: ['<rootDir>/config/jest/web.config.js', '<rootDir>/config/jest/server.config.js'],
};
