/**
 * Webpack loader for Chakra's `styled-system/system.js` and `styled-system/provider.js`: the app
 * ships Chakra's global style sheet, its layer order included, as static CSS computed at build time
 * (see chakraGlobalCss.ts), so the browser need not compute it again in `createSystem` (the
 * system's `_global` becomes empty) and the provider inserts no global style. Inserting one, even
 * the layer order alone, would make the browser recompute every style of a server-rendered page.
 * The build fails if Chakra's code changes shape, rather than silently computing it twice.
 *
 * What it buys (issue 38 keeps a patch of Chakra only for 100 ms or more of LCP or TBT), measured
 * 2026-11-29: Lighthouse mobile as `npx tsx scripts/bench.ts / /search /sign-in` runs it after
 * `npm run build`, median of 5 runs per route, builds with and without this loader interleaved.
 * Without it, total blocking time counted in CPU time (bench.ts's count, free of the waits for a
 * core on the shared two-core machine) grows from 75 to 331 ms on /, 72 to 261 ms on /search and
 * 92 to 309 ms on /sign-in. Lighthouse's own TBT medians, which those waits dominate (one build's
 * runs spread over 1–3 s), moved from 1520 to 3175 ms, 1785 to 1475 ms and 1582 to 2649 ms; LCP
 * (server-rendered, painted before any script) stayed within its noise (1.3–1.8 s).
 */
const path = require('node:path');

const EDITS = {
  'system.js': [
    ['const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];', 'const _global = [];'],
    // A config given alone was merged (and copied) already, in a task of its own (src/theme/system.ts).
    [
      'const config = mergeConfigs(...configs);',
      'const config = configs.length === 1 ? configs[0] : mergeConfigs(...configs);',
    ],
  ],
  'provider.js': [
    ['!sys._config.disableLayers && /* @__PURE__ */ jsx(Global, { styles: sys.layers.atRule }),', ''],
    ['/* @__PURE__ */ jsx(Global, { styles: sys._global }),', ''],
  ],
};

module.exports = function staticChakraGlobals(source) {
  let edited = source;
  for (const [from, to] of EDITS[path.basename(this.resourcePath)] ?? []) {
    if (!edited.includes(from)) {
      throw new Error(
        `staticChakraGlobals: Chakra's ${path.basename(this.resourcePath)} changed shape; review config/webpack/chakraGlobalCss.ts`,
      );
    }
    edited = edited.replace(from, to);
  }
  return edited;
};
