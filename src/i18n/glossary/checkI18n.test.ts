// The check itself, run as `npm run i18n:check` runs it, on copies of the catalogs.
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const MESSAGES = path.resolve('src/i18n/messages');

/** Runs `npm run i18n:check` on a copy of the catalogs where `change` edited the French one. */
async function checkWith(change: (fr: Record<string, string>) => void) {
  const dir = mkdtempSync(path.join(tmpdir(), 'i18n-check-'));
  cpSync(MESSAGES, dir, { recursive: true });
  const fr = JSON.parse(readFileSync(path.join(dir, 'fr.json'), 'utf8')) as Record<string, string>;
  change(fr);
  writeFileSync(path.join(dir, 'fr.json'), JSON.stringify(fr, null, 2));
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
