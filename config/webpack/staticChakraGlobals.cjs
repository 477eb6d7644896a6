/**
 * Webpack loader for Chakra's `styled-system/system.js`: the app ships Chakra's global style sheet
 * as static CSS computed at build time (see chakraGlobalCss.ts), so the browser need not compute it
 * again in `createSystem` (the system's `_global` becomes empty, and the provider injects nothing).
 * The build fails if Chakra's code changes shape, rather than silently computing it twice.
 */
const RUNTIME_GLOBALS = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';

module.exports = function staticChakraGlobals(source) {
  if (!source.includes(RUNTIME_GLOBALS)) {
    throw new Error('staticChakraGlobals: Chakra no longer builds `_global` as expected; review config/webpack/chakraGlobalCss.ts');
  }
  return source.replace(RUNTIME_GLOBALS, 'const _global = [];');
};
