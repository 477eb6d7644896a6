// Pre-compiles the French and Spanish catalogs to ICU ASTs, so the browser never parses messages.
// English needs no catalog: its default messages are compiled into the code by babel-plugin-formatjs.
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { COMPILED_DIR, FORMATJS, MESSAGES_DIR, ROOT } from './i18nShared';

mkdirSync(COMPILED_DIR, { recursive: true });
for (const language of ['fr', 'es']) {
  execFileSync(
    FORMATJS,
    [
      'compile',
      path.join(MESSAGES_DIR, `${language}.json`),
      '--ast',
      '--format',
      'simple',
      '--out-file',
      path.join(COMPILED_DIR, `${language}.json`),
    ],
    { cwd: ROOT, stdio: 'inherit' },
  );
}
console.log(`Compiled fr and es catalogs into ${path.relative(ROOT, COMPILED_DIR)}/`);
