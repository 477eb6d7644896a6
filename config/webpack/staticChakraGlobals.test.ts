import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const require = createRequire(import.meta.url);
const staticChakraGlobals = require('./staticChakraGlobals.cjs') as (
  this: { resourcePath: string },
  source: string,
) => string;

// The ES module build, which webpack bundles (the loader's rule in webpack.config.ts).
const STYLED_SYSTEM = path.join(
  path.dirname(require.resolve('@chakra-ui/react/package.json')),
  'dist/esm/styled-system',
);

/** The loader run as webpack runs it, on a file of the installed Chakra (or on `source`). */
function load(file: 'system.js' | 'provider.js', source = readFileSync(path.join(STYLED_SYSTEM, file), 'utf8')) {
  return staticChakraGlobals.call({ resourcePath: path.join(STYLED_SYSTEM, file) }, source);
}

describe('staticChakraGlobals', () => {
  it('stops the installed Chakra from computing and inserting the global styles the page already has', () => {
    const system = load('system.js');
    expect(system).toContain('const _global = [];');
    expect(system).not.toContain('getTokenCss()]');
    const provider = load('provider.js');
    expect(provider).not.toContain('sys._global');
    expect(provider).not.toContain('sys.layers.atRule');
  });

  it('fails the build when Chakra changes the code it edits', () => {
    const changed = readFileSync(path.join(STYLED_SYSTEM, 'system.js'), 'utf8').replace(
      'getTokenCss()]',
      'getTokenCss(), getExtraCss()]',
    );
    expect(() => load('system.js', changed)).toThrow(/changed shape/);
  });
});
