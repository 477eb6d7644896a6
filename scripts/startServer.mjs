/**
 * `npm start`: builds the app and the server only when a build is missing or older than its
 * sources (a restart after a crash must not wait a minute for webpack), then runs the bundled
 * server, plain JavaScript with no loader, in this process.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SOURCES = [
  'src',
  'server/src',
  'server/seed-images',
  'openapi',
  'config',
  'scripts',
  'package-lock.json',
  'webpack.config.ts',
  'babel.config.js',
  'tsconfig.json',
];
// The server's bundle is the build's last step.
const BUNDLE = path.join(root, 'dist-server', 'main.js');

/** The newest modification time under a file or folder, 0 when missing. */
function newest(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce((latest, name) => Math.max(latest, newest(path.join(target, name))), stat.mtimeMs);
}

const built = existsSync(path.join(root, 'dist', 'index.html')) ? newest(BUNDLE) : 0;
if (built < Math.max(...SOURCES.map((source) => newest(path.join(root, source))))) {
  console.log(
    built === 0 ? 'No build yet: building the app and the server…' : 'Sources changed since the last build: building…',
  );
  const { status } = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}
await import(pathToFileURL(BUNDLE).href);
