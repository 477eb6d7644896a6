import { createRequire } from 'node:module';
import path from 'node:path';
import { buildSync } from 'esbuild';

/**
 * Evaluates app theme code in Node at build time, so the build can compute what the browser would
 * otherwise compute on every start. `source` is an ES module re-exporting what is needed; it is
 * bundled with esbuild (the app's `@/` paths from tsconfig) for production.
 */
export function loadThemeForBuild<T>(root: string, source: string): T {
  const bundle = buildSync({
    stdin: { contents: source, resolveDir: root, loader: 'ts' },
    bundle: true,
    platform: 'node',
    format: 'cjs',
    write: false,
    logLevel: 'error',
    define: { 'process.env.NODE_ENV': '"production"' },
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
