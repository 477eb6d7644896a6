/**
 * Bundles the server (server/src/main.ts and the src/domain modules it imports) into one plain
 * JavaScript file, `dist-server/main.js` (or the file named as the first argument), which node
 * runs with no loader: `npm start` and production. Packages stay in node_modules.
 */
import { build } from 'esbuild';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outfile = path.resolve(process.argv[2] ?? path.join(root, 'dist-server', 'main.js'));

await build({
  absWorkingDir: root,
  entryPoints: ['server/src/main.ts'],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  tsconfig: 'tsconfig.json',
  sourcemap: true,
  logLevel: 'warning',
});
