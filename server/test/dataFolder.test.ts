/**
 * Fault tests of the embedded database's folder: `npm start`'s server (server/src/main.ts, a child
 * process) refuses to start on a folder it does not recognise, names the cause, and leaves every
 * byte of the folder as it was — where it used to initialise a new database over it. And a damaged
 * table file found while running answers 503, with the table named in the log.
 */
import { spawn, type SpawnOptions } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import { openPglite } from '../src/db/index';
import { migrate } from '../src/db/migrate';
import { seed } from '../src/db/seed';
import { MemoryMailer } from '../src/mail/index';
import { disabledRecaptcha } from '../src/recaptcha';
import { callApi } from './support/api';
import { demoUser } from './support/demoUsers';
import { sessionCookie } from './support/session';
import { testConfig } from './support/testApp';

let root: string;
let template: string;

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'data-folder-test-'));
  // Readable by the unprivileged user the read-only case runs as.
  chmodSync(root, 0o755);
  template = path.join(root, 'template', 'pgdata');
  const db = await openPglite(template);
  await db.exec("CREATE TABLE accounts (email text); INSERT INTO accounts VALUES ('kept@example.com')");
  await db.close();
}, 120_000);
afterAll(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

/** Every file's path, mode and content hash: what "unchanged" means. */
function snapshot(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .sort()
    .map((name) => {
      const file = path.join(dir, name);
      const stat = statSync(file);
      return stat.isDirectory()
        ? `${name}/ ${stat.mode}`
        : `${name} ${stat.mode} ${createHash('sha256').update(readFileSync(file)).digest('hex')}`;
    });
}

/** A copy of the template database as DATA_DIR/pgdata, damaged by `damage`. */
function dataDirWith(name: string, damage: (pgdata: string) => void): string {
  const dataDir = path.join(root, name);
  cpSync(template, path.join(dataDir, 'pgdata'), { recursive: true });
  damage(path.join(dataDir, 'pgdata'));
  return dataDir;
}

function startServer(dataDir: string, options: SpawnOptions = {}): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(path.resolve('node_modules/.bin/tsx'), ['server/src/main.ts'], {
      cwd: process.cwd(),
      env: {
        ...process.env,
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: '0',
        DATA_DIR: dataDir,
        JWT_SECRET: 'data-folder-test-secret-0123456789abcdef',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      ...options,
    });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), 90_000);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

async function expectRefusal(dataDir: string, cause: RegExp, options: SpawnOptions = {}) {
  const before = snapshot(dataDir);
  const { code, output } = await startServer(dataDir, options);
  expect(code).not.toBe(0);
  expect(output).toMatch(cause);
  expect(output).not.toMatch(/running at|seeded/);
  expect(snapshot(dataDir)).toEqual(before);
}

test('a database folder without PG_VERSION is refused, not reinitialised', async () => {
  const dataDir = dataDirWith('missing-version', (pgdata) => rmSync(path.join(pgdata, 'PG_VERSION')));
  await expectRefusal(dataDir, /no PG_VERSION.*Nothing was changed.*npm run db:restore/s);
}, 120_000);

test('a database folder with a garbage control file is refused as damaged', async () => {
  const dataDir = dataDirWith('garbage-control', (pgdata) =>
    writeFileSync(path.join(pgdata, 'global', 'pg_control'), Buffer.alloc(8192, 0x5a)),
  );
  await expectRefusal(dataDir, /database files in .* are damaged.*Nothing was changed/s);
}, 120_000);

test('a database folder written by a newer PostgreSQL is refused with both versions', async () => {
  const dataDir = dataDirWith('newer-version', (pgdata) => writeFileSync(path.join(pgdata, 'PG_VERSION'), '99\n'));
  await expectRefusal(dataDir, /newer PostgreSQL \(99\) than this server's PGlite \(18\)/);
}, 120_000);

test('a read-only database folder is refused as not writable', async () => {
  const dataDir = dataDirWith('read-only', () => undefined);
  for (const dir of [dataDir, path.join(dataDir, 'pgdata')]) chmodSync(dir, 0o555);
  // root writes through permissions: run the server as an unprivileged user then.
  const unprivileged = process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : {};
  try {
    await expectRefusal(dataDir, /pgdata is not writable by this process/, unprivileged);
  } finally {
    for (const dir of [dataDir, path.join(dataDir, 'pgdata')]) chmodSync(dir, 0o755);
  }
}, 120_000);

test('garbage in the bookings table file: My bookings answers 503 and the log names the table; other reads keep working', async () => {
  const pgdata = path.join(root, 'damaged-table', 'pgdata');
  let db = await openPglite(pgdata);
  await migrate(db);
  await seed(db, { cars: 30 });
  const { rows } = await db.query<{ file: string }>("SELECT pg_relation_filepath('bookings') AS file");
  await db.close();
  writeFileSync(path.join(pgdata, rows[0]!.file), Buffer.alloc(8192, 0x5a));

  db = await openPglite(pgdata);
  const logs: string[] = [];
  const config = testConfig(path.join(root, 'damaged-table'));
  const app = await buildApp({
    db,
    config,
    mailer: new MemoryMailer(),
    recaptcha: disabledRecaptcha,
    google: null,
    logger: { level: 'error', stream: { write: (line: string) => logs.push(line) } },
  });
  try {
    const demo = demoUser('demo');
    const { cookie } = await sessionCookie({ db, config }, demo.id);
    const bookings = await callApi(app, 'getBookings', {
      params: { page: 1, size: 20, language: 'en' },
      body: {},
      cookie,
    });
    expect(bookings.status).toBe(503);
    expect(bookings.error).toEqual({ code: 'storage_damaged', message: expect.any(String) });
    expect(logs.join('\n')).toMatch(/database table bookings is damaged/);
    expect((await callApi(app, 'getAllSuppliers')).status).toBe(200);
  } finally {
    await app.close();
    await db.close();
  }
}, 120_000);
