/**
 * `npm run db:backup -- FILE` and `npm run db:restore -- FILE`: everything the instance stores (the
 * database and the uploaded files) to one file and back.
 * - PGlite: a .tar.gz holding `drivemarket-backup.json` (what is inside, with each file's SHA-256),
 *   `pgdata.tar` (PGlite's dump of its data folder) and `uploads/<area>/<name>` (avatars, licences,
 *   visitors' temporary licences). The seed images under DATA_DIR/cdn are left out: the server
 *   copies them again from server/seed-images at each start. Stop the server first (PGlite is one
 *   process's database; the command refuses while the server answers on HOST:PORT). Restore checks
 *   the whole file and opens the database before it changes anything, then swaps the database and
 *   the upload folders in together and keeps what they replaced in `before-restore-<time>/`
 *   (never deleted). A backup made before uploads were included restores the database alone.
 * - PostgreSQL (uploads are in its table stored_files): `pg_dump --format=custom` and
 *   `pg_restore --clean --single-transaction` (all or nothing), which must be on the PATH and not
 *   older than the server.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { loadConfig, type Config } from '../config';
import { isStoredName, uploadFolders, type FileArea } from '../fileStore';
import { checkPgliteFolder, DataFolderError } from './dataFolder';
import { openPglite } from './index';
import { readTar, writeTar } from './tarArchive';

const GZIP = [0x1f, 0x8b];
const PG_CUSTOM = Buffer.from('PGDMP');
const MANIFEST = 'drivemarket-backup.json';
const DATABASE_ENTRY = 'pgdata.tar';
const AREAS: FileArea[] = ['avatars', 'licenses', 'temp-licenses'];
/** The folders a restore replaces, relative to DATA_DIR (licenses holds the temporary ones in temp/). */
const REPLACED = ['pgdata', path.join('cdn', 'users'), 'licenses'];

interface StoredFile {
  area: FileArea;
  name: string;
  content: Buffer;
}

interface Manifest {
  format: 'drivemarket-pglite-backup';
  version: 1;
  createdAt: string;
  files: { area: FileArea; name: string; size: number; sha256: string }[];
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const entryName = (file: { area: FileArea; name: string }) => `uploads/${file.area}/${file.name}`;

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

/** Every uploaded file in the data folder. */
function storedFiles(dataDir: string): StoredFile[] {
  const folders = uploadFolders(dataDir);
  return AREAS.flatMap((area) =>
    existsSync(folders[area])
      ? readdirSync(folders[area], { withFileTypes: true })
          .filter((entry) => entry.isFile() && isStoredName(entry.name))
          .map((entry) => entry.name)
          .sort()
          .map((name) => ({ area, name, content: readFileSync(path.join(folders[area], name)) }))
      : [],
  );
}

async function backupPglite(config: Config, file: string): Promise<number> {
  const pgdata = path.join(config.dataDir, 'pgdata');
  if (checkPgliteFolder(pgdata) === 'new') throw new DataFolderError(`There is no database in ${pgdata} to back up.`);
  const db = await openPglite(pgdata);
  let database: Buffer;
  try {
    const dump = await (db as typeof db & { dump(compression: 'none'): Promise<Blob> }).dump('none');
    database = Buffer.from(await dump.arrayBuffer());
  } finally {
    await db.close();
  }
  const files = storedFiles(config.dataDir);
  const manifest: Manifest = {
    format: 'drivemarket-pglite-backup',
    version: 1,
    createdAt: new Date().toISOString(),
    files: files.map(({ area, name, content }) => ({ area, name, size: content.length, sha256: sha256(content) })),
  };
  const archive = writeTar([
    { name: MANIFEST, content: Buffer.from(JSON.stringify(manifest, null, 2)) },
    { name: DATABASE_ENTRY, content: database },
    ...files.map((stored) => ({ name: entryName(stored), content: stored.content })),
  ]);
  writeAtomically(file, gzipSync(archive));
  return files.length;
}

/** The backup's database (a tar of the data folder) and files; `files` null for a backup older than uploads in backups. */
function readBackup(file: string): { database: Buffer; files: StoredFile[] | null } {
  const refuse = (why: string) => new DataFolderError(`${file} ${why}; nothing was changed.`);
  if (!existsSync(file)) throw new DataFolderError(`There is no file ${file}; nothing was changed.`);
  const content = readFileSync(file);
  if (!GZIP.every((byte, i) => content[i] === byte))
    throw refuse('is not a PGlite backup (a .tar.gz made by npm run db:backup without DATABASE_URL)');
  let entries: ReturnType<typeof readTar>;
  try {
    entries = readTar(gunzipSync(content));
  } catch (error) {
    throw refuse(`does not open as a database backup: it is truncated or damaged (${(error as Error).message})`);
  }
  const manifestEntry = entries.find((entry) => entry.name === MANIFEST);
  if (!manifestEntry) {
    // PGlite's own dump, as backups were made before they held the uploads.
    if (!entries.some((entry) => path.basename(entry.name) === 'PG_VERSION'))
      throw refuse('does not open as a database backup: it holds no database');
    return { database: gunzipSync(content), files: null };
  }
  let manifest: Manifest;
  try {
    manifest = JSON.parse(manifestEntry.content.toString('utf8')) as Manifest;
  } catch {
    throw refuse(`does not open as a database backup: its ${MANIFEST} is damaged`);
  }
  if (manifest.format !== 'drivemarket-pglite-backup' || manifest.version !== 1)
    throw refuse(
      `is a backup format this server does not know (${String(manifest.format)} ${String(manifest.version)})`,
    );
  const byName = new Map(entries.map((entry) => [entry.name, entry.content]));
  const database = byName.get(DATABASE_ENTRY);
  if (!database) throw refuse(`does not open as a database backup: it holds no ${DATABASE_ENTRY}`);
  const files = manifest.files.map(({ area, name, size, sha256: hash }) => {
    const bytes = byName.get(entryName({ area, name }));
    if (!AREAS.includes(area) || !isStoredName(name) || !bytes || bytes.length !== size || sha256(bytes) !== hash)
      throw refuse(`is damaged: ${entryName({ area, name })} is missing or differs from what the backup recorded`);
    return { area, name, content: bytes };
  });
  return { database, files };
}

/** Renames each `[from, to]` in order; on a failure puts back what was moved and rethrows. */
function renameAll(moves: [string, string][]): void {
  const done: [string, string][] = [];
  try {
    for (const [from, to] of moves) {
      mkdirSync(path.dirname(to), { recursive: true });
      renameSync(from, to);
      done.push([from, to]);
    }
  } catch (error) {
    for (const [from, to] of done.reverse()) {
      try {
        renameSync(to, from);
      } catch {
        throw new DataFolderError(
          `The restore stopped halfway (${(error as Error).message}) and could not move ${to} back to ${from}: move it back by hand.`,
        );
      }
    }
    throw error;
  }
}

async function restorePglite(config: Config, file: string): Promise<{ keptIn: string | null; files: number | null }> {
  const backup = readBackup(file);
  const staging = path.join(config.dataDir, `restoring-${process.pid}`);
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  try {
    try {
      // The backup must open as a database before anything is replaced.
      const check = await PGlite.create({
        dataDir: path.join(staging, 'pgdata'),
        loadDataDir: new Blob([new Uint8Array(backup.database)]),
      });
      try {
        await check.query('SELECT count(*) FROM schema_migrations');
      } finally {
        await check.close();
      }
    } catch (error) {
      throw new DataFolderError(
        `${file} does not open as a database (${error instanceof Error ? error.message : String(error)}); nothing was changed.`,
      );
    }
    const replaced = backup.files ? REPLACED : ['pgdata'];
    if (backup.files) {
      const folders = uploadFolders(staging);
      for (const area of AREAS) mkdirSync(folders[area], { recursive: true });
      for (const { area, name, content } of backup.files)
        writeFileSync(path.join(folders[area], name), content, { mode: 0o600 });
    }
    const keptIn = path.join(config.dataDir, `before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`);
    const current = replaced.filter((folder) => existsSync(path.join(config.dataDir, folder)));
    try {
      renameAll([
        ...current.map((folder): [string, string] => [path.join(config.dataDir, folder), path.join(keptIn, folder)]),
        ...replaced.map((folder): [string, string] => [path.join(staging, folder), path.join(config.dataDir, folder)]),
      ]);
    } catch (error) {
      if (error instanceof DataFolderError) throw error;
      throw new DataFolderError(
        `The restore could not put the backup in place (${(error as Error).message}); nothing was changed.`,
      );
    }
    return { keptIn: current.length ? keptIn : null, files: backup.files?.length ?? null };
  } catch (error) {
    if (error instanceof DataFolderError) throw error;
    throw new DataFolderError(
      `The restore could not unpack ${file} (${(error as Error).message}); nothing was changed.`,
    );
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
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
    if (action === 'backup') {
      const files = await backupPglite(config, file);
      console.log(`Backed up ${target} and ${files} uploaded files to ${file}.`);
    } else {
      const { keptIn, files } = await restorePglite(config, file);
      if (keptIn) console.log(`What the restore replaced was kept in ${keptIn}.`);
      console.log(
        files === null
          ? `Restored ${target} from ${file}, a backup made before backups held the uploaded files: those in ${config.dataDir} were left as they are.`
          : `Restored ${target} and ${files} uploaded files from ${file}.`,
      );
    }
    return;
  }
  console.log(action === 'backup' ? `Backed up ${target} to ${file}.` : `Restored ${target} from ${file}.`);
}

/** One sentence, never a stack trace: whatever fails (even in a library's stream) ends the command here. */
function stop(error: unknown): void {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
process.on('uncaughtException', stop);
process.on('unhandledRejection', stop);
main().catch(stop);
