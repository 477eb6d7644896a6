/**
 * `npm run db:backup -- FILE` and `npm run db:restore -- FILE`: the configured database (DATA_DIR
 * or DATABASE_URL) to one file and back.
 * - PGlite: PGlite's own dump of its data folder (a .tar.gz). Stop the server first (PGlite is one
 *   process's database; the command refuses while the server answers on HOST:PORT). Restore checks
 *   that the file opens as a database before it swaps it in, and keeps the replaced folder as
 *   `pgdata.before-restore-<time>` (never deleted).
 * - PostgreSQL: `pg_dump --format=custom` and `pg_restore --clean --single-transaction` (all or
 *   nothing), which must be on the PATH and not older than the server.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { loadConfig, type Config } from '../config';
import { checkPgliteFolder, DataFolderError } from './dataFolder';
import { openPglite } from './index';

const GZIP = [0x1f, 0x8b];
const PG_CUSTOM = Buffer.from('PGDMP');

function writeAtomically(file: string, content: Buffer): void {
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, content, { mode: 0o600 });
  renameSync(partial, file);
}

/** Whether something answers HTTP on the configured HOST:PORT (the server, which holds PGlite open). */
function serverAnswers(config: Config): Promise<boolean> {
  const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  return new Promise((resolve) => {
    const request = get({ host, port: config.port, path: '/api/settings', agent: false, timeout: 1000 }, (response) => {
      response.resume();
      resolve(true);
    });
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(false));
  });
}

async function backupPglite(config: Config, file: string): Promise<void> {
  const pgdata = path.join(config.dataDir, 'pgdata');
  if (checkPgliteFolder(pgdata) === 'new') throw new DataFolderError(`There is no database in ${pgdata} to back up.`);
  const db = await openPglite(pgdata);
  try {
    const dump = await (db as typeof db & { dump(compression: 'gzip'): Promise<Blob> }).dump('gzip');
    writeAtomically(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await db.close();
  }
}

async function restorePglite(config: Config, file: string): Promise<string | null> {
  const content = readFileSync(file);
  if (!GZIP.every((byte, i) => content[i] === byte)) {
    throw new DataFolderError(
      `${file} is not a PGlite backup (a .tar.gz made by npm run db:backup without DATABASE_URL).`,
    );
  }
  const pgdata = path.join(config.dataDir, 'pgdata');
  const incoming = `${pgdata}.restoring-${process.pid}`;
  rmSync(incoming, { recursive: true, force: true });
  try {
    // The backup must open as a database before anything is replaced.
    const check = await PGlite.create({ dataDir: incoming, loadDataDir: new Blob([content]) });
    await check.query('SELECT count(*) FROM schema_migrations');
    await check.close();
  } catch (error) {
    rmSync(incoming, { recursive: true, force: true });
    throw new DataFolderError(
      `${file} does not open as a database (${error instanceof Error ? error.message : String(error)}); nothing was changed.`,
    );
  }
  let keptAs: string | null = null;
  if (existsSync(pgdata)) {
    keptAs = `${pgdata}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    renameSync(pgdata, keptAs);
  }
  renameSync(incoming, pgdata);
  return keptAs;
}

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { stdio: ['ignore', 'inherit', 'inherit'] });
  if (result.error)
    throw new Error(`${command} could not be run (${result.error.message}); install the PostgreSQL client tools.`);
  if (result.status !== 0) throw new Error(`${command} failed (exit code ${result.status}); see its message above.`);
}

async function main(): Promise<void> {
  const [action, name] = process.argv.slice(2);
  if ((action !== 'backup' && action !== 'restore') || !name) {
    throw new Error('Usage: npm run db:backup -- FILE | npm run db:restore -- FILE');
  }
  // npm runs scripts from the project's folder; FILE is relative to where the command was typed.
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), name);
  const config = loadConfig();
  const target = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : path.join(config.dataDir, 'pgdata');
  if (config.databaseUrl) {
    if (action === 'backup') {
      run('pg_dump', [
        '--format=custom',
        '--no-owner',
        '--no-privileges',
        `--file=${file}`,
        `--dbname=${config.databaseUrl}`,
      ]);
    } else {
      if (!readFileSync(file).subarray(0, PG_CUSTOM.length).equals(PG_CUSTOM)) {
        throw new Error(`${file} is not a PostgreSQL backup (made by npm run db:backup with DATABASE_URL).`);
      }
      run('pg_restore', [
        '--clean',
        '--if-exists',
        '--no-owner',
        '--no-privileges',
        '--single-transaction',
        `--dbname=${config.databaseUrl}`,
        file,
      ]);
    }
  } else {
    if (await serverAnswers(config)) {
      throw new Error(
        `The server answers on ${config.host}:${config.port}: stop it first (PGlite's files must not change during a ${action}).`,
      );
    }
    if (action === 'backup') await backupPglite(config, file);
    else {
      const keptAs = await restorePglite(config, file);
      if (keptAs) console.log(`The replaced database was kept in ${keptAs}.`);
    }
  }
  console.log(action === 'backup' ? `Backed up ${target} to ${file}.` : `Restored ${target} from ${file}.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
