import { createRequire } from 'node:module';
import path from 'node:path';
import { buildSync } from 'esbuild';

/**
 * Evaluates app theme code in Node at build time, so the build can compute what the browser would
 * otherwise compute on every start. `source` is an ES module re-exporting what is needed; it is
 * bundled with esbuild (the app's `@/` paths from tsconfig, Chakra's theme parts) for production.
 */
export function loadThemeForBuild<T>(root: string, source: string): T {
  const bundle = buildSync({
    stdin: { contents: source, resolveDir: root, loader: 'ts' },
    bundle: true,
    platform: 'node',
    format: 'cjs',
    write: false,
    logLevel: 'error',
    alias: { '@chakra-theme': path.join(root, 'node_modules/@chakra-ui/react/dist/esm/theme') },
    // The theme as written, tokens included: the build computes from them what the browser restores.
    define: { 'process.env.NODE_ENV': '"production"', 'process.env.CHAKRA_TOKENS_FROM_SNAPSHOT': '""' },
  });
  const module = { exports: {} as Record<string, unknown> };
  // Evaluates the bundle built just above (our own theme code), as Node would a CommonJS module.
  new Function('module', 'exports', 'require', bundle.outputFiles[0]!.text)(
    module,
    module.exports,
    createRequire(path.join(root, 'package.json')),
  );
  return module.exports as T;
}
