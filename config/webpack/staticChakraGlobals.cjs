/**
 * Webpack loader for Chakra's `styled-system/system.js` and `styled-system/provider.js`: the app
 * ships Chakra's global style sheet, its layer order included, as static CSS computed at build time
 * (see chakraGlobalCss.ts), so the browser need not compute it again in `createSystem` (the
 * system's `_global` becomes empty) and the provider inserts no global style. Inserting one, even
 * the layer order alone, would make the browser recompute every style of a server-rendered page.
 * The build fails if Chakra's code changes shape, rather than silently computing it twice.
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
