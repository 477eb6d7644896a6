// The check itself, run as `npm run i18n:check` runs it, on copies of the catalogs.
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const MESSAGES = path.resolve('src/i18n/messages');

/** Runs `npm run i18n:check` on a copy of the catalogs where `change` edited the one of `language`. */
async function checkWith(change: (catalog: Record<string, string>) => void, language: 'fr' | 'es' = 'fr') {
  const dir = mkdtempSync(path.join(tmpdir(), 'i18n-check-'));
  cpSync(MESSAGES, dir, { recursive: true });
  const file = path.join(dir, `${language}.json`);
  const catalog = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  change(catalog);
  writeFileSync(file, JSON.stringify(catalog, null, 2));
  return promisify(execFile)('npx', ['tsx', 'scripts/checkI18n.ts'], {
    env: { ...process.env, I18N_MESSAGES_DIR: dir },
  }).then(
    ({ stdout }) => ({ code: 0, output: stdout }),
    (error: { code: number; stderr: string }) => ({ code: error.code, output: error.stderr }),
  );
}

it('i18n:check fails on a glossary violation, naming the key and the word, and passes without it', async () => {
  const failing = await checkWith((fr) => {
    fr['bookings.status.deposit'] = 'Acompte payé';
  });
  expect(failing.code).toBe(1);
  expect(failing.output).toContain('fr: "bookings.status.deposit" uses "Acompte"');

  const passing = await checkWith(() => {});
  expect(passing).toEqual({ code: 0, output: expect.stringContaining('i18n check passed') });
}, 120_000);

it('i18n:check fails on a tú form in the Spanish catalog (the 404 page and the checkout once said them)', async () => {
  const failing = await checkWith((es) => {
    es['notFound.text'] = 'La página que buscas no existe o ya no está disponible.';
    es['form.fixErrors'] = 'Corrige los errores';
  }, 'es');
  expect(failing.code).toBe(1);
  expect(failing.output).toContain('es: "notFound.text" has "buscas"');
  expect(failing.output).toContain('es: "form.fixErrors" has "Corrige"');
}, 120_000);
