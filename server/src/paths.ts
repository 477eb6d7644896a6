/**
 * Where the project's own files are (the contract, the migrations, the seed images). Found from this
 * module's place rather than a fixed number of `..`: it runs from the sources (tsx, tests) and
 * bundled into `dist-server/main.js` (`npm start`), which sit at different depths.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

function projectRoot(from: string): string {
  for (let folder = from; ; folder = path.dirname(folder)) {
    if (existsSync(path.join(folder, 'openapi', 'openapi.yaml'))) return folder;
    if (path.dirname(folder) === folder) throw new Error(`No openapi/openapi.yaml above ${from}`);
  }
}

export const PROJECT_ROOT = projectRoot(path.dirname(fileURLToPath(import.meta.url)));
