import { createRequire } from 'node:module';
import path from 'node:path';
import { buildSync } from 'esbuild';

/**
 * Chakra's global style sheet (the reset, the global styles and a CSS variable for every design
 * token, in both colour schemes) as CSS text, computed once at build time from the app's system.
 * Chakra otherwise computes and serializes it in the browser on every start, about 50 ms of
 * main-thread work on a desktop CPU before the first paint (four times that on a mid-range phone).
 * The theme is bundled for Node with esbuild and serialized with emotion, exactly as Chakra's
 * provider does at run time.
 */
export function chakraGlobalCss(root: string): string {
  const bundle = buildSync({
    stdin: {
      contents: "export { system } from '@/theme/system'; export { css } from '@emotion/react'; export { default as createCache } from '@emotion/cache';",
      resolveDir: root,
      loader: 'ts',
    },
    bundle: true,
    platform: 'node',
    format: 'cjs',
    write: false,
    logLevel: 'error',
    alias: { '@chakra-theme': path.join(root, 'node_modules/@chakra-ui/react/dist/esm/theme') },
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  const module = { exports: {} as Record<string, unknown> };
  // Evaluates the bundle built just above (our own theme code), as Node would a CommonJS module.
  new Function('module', 'exports', 'require', bundle.outputFiles[0]!.text)(module, module.exports, createRequire(path.join(root, 'package.json')));
  const { system, css, createCache } = module.exports as {
    system: { layers: { atRule: string }; getPreflightCss(): object; getGlobalCss(): object; getTokenCss(): object };
    css: (styles: object) => { name: string; styles: string };
    createCache: (options: { key: string }) => { insert(selector: string, serialized: object, sheet: unknown, shouldCache: boolean): string };
  };
  const cache = createCache({ key: 'chakra-global' });
  const sheet = css([system.getPreflightCss(), system.getGlobalCss(), system.getTokenCss()]);
  return `${system.layers.atRule}\n${cache.insert('', sheet, undefined, false)}`;
}
