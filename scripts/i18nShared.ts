// Shared by the i18n scripts: where catalogs live and how the English catalog is extracted.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..');
/** The catalogs; I18N_MESSAGES_DIR points the check at other copies (the checker's own test). */
export const MESSAGES_DIR = process.env.I18N_MESSAGES_DIR ?? path.join(ROOT, 'src/i18n/messages');
export const COMPILED_DIR = path.join(ROOT, 'src/i18n/compiled');
export const LANGUAGES = ['en', 'fr', 'es'] as const;
export const FORMATJS = path.join(ROOT, 'node_modules/.bin/formatjs');

export type Catalog = Record<string, string>;

export function readCatalog(language: string): Catalog {
  return JSON.parse(readFileSync(path.join(MESSAGES_DIR, `${language}.json`), 'utf8')) as Catalog;
}

/** Extracts the English catalog from the source code (the one source of truth for ids and English). */
export function extractEnglish(): Catalog {
  const out = path.join(mkdtempSync(path.join(tmpdir(), 'i18n-')), 'en.json');
  execFileSync(
    FORMATJS,
    [
      'extract',
      'src/**/*.{ts,tsx}',
      '--ignore',
      '**/*.gen.ts',
      '--ignore',
      '**/*.test.*',
      '--format',
      'simple',
      '--out-file',
      out,
    ],
    { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  return JSON.parse(readFileSync(out, 'utf8')) as Catalog;
}
