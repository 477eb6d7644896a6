/**
 * `npm run db:backup -- FILE` then `npm run db:restore -- FILE` (server/src/db/backupCli.ts, run as
 * a child process) bring back every table and every uploaded file as they were at the backup, after
 * changes made since or into a wiped data folder: on PGlite always, on PostgreSQL (where uploads are
 * a table) when TEST_DATABASE_URL is set. A backup that is cut short or damaged is refused in one
 * sentence, with nothing changed.
 */
import { spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import pg from 'pg';
import { buildApp } from '../src/app';
import { openPglite, openPostgres, type Db } from '../src/db/index';
import { migrate } from '../src/db/migrate';
import { seed } from '../src/db/seed';
import { MemoryMailer } from '../src/mail/index';
import { disabledRecaptcha } from '../src/recaptcha';
import { pathOf } from './support/apiRequest';
import { demoUser } from './support/demoUsers';
import { sessionCookie } from './support/session';
import { testConfig } from './support/testApp';

let work: string;
/** A seeded PGlite data folder whose demo driver has an avatar, a licence and a pending visitor's licence. */
let template: string;
const demo = demoUser('demo');
const AVATAR = `${demo.id}-${randomBytes(16).toString('hex')}.webp`;
const LICENSE = `${demo.id}-${randomBytes(16).toString('hex')}.pdf`;
const TEMP_LICENSE = `${randomBytes(16).toString('hex')}.png`;

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'backup-test-'));
  template = path.join(work, 'template');
  const db = await openPglite(path.join(template, 'pgdata'));
  await migrate(db);
  await seed(db, { cars: 30 });
  await db.query('UPDATE users SET avatar = $2, license = $3 WHERE id = $1', [demo.id, AVATAR, LICENSE]);
  await db.query('INSERT INTO temp_licenses (file) VALUES ($1)', [TEMP_LICENSE]);
  await db.close();
  const write = (folder: string, name: string, content: Buffer) => {
    mkdirSync(path.join(template, folder), { recursive: true });
    writeFileSync(path.join(template, folder, name), content);
  };
  write('cdn/users', AVATAR, Buffer.concat([Buffer.from('RIFF'), randomBytes(3000)]));
  write('licenses', LICENSE, Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(5000)]));
  write('licenses/temp', TEMP_LICENSE, Buffer.concat([Buffer.from('\x89PNG'), randomBytes(2000)]));
}, 180_000);
afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

/** A copy of the template data folder. */
function dataFolder(name: string): string {
  const dataDir = path.join(work, name);
  cpSync(template, dataDir, { recursive: true });
  return dataDir;
}

/** Every table of the public schema, every row, in a stable order. */
async function everyTable(db: Db): Promise<Record<string, unknown[]>> {
  const { rows: tables } = await db.query<{ name: string }>(
    "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1",
  );
  const content: Record<string, unknown[]> = {};
  for (const { name } of tables) {
    const { rows } = await db.query<{ row: string }>(`SELECT t::text AS row FROM "${name}" t ORDER BY 1`);
    content[name] = rows.map((r) => r.row);
  }
  return content;
}

async function tablesIn(pgdata: string): Promise<Record<string, unknown[]>> {
  const db = await openPglite(pgdata);
  try {
    return await everyTable(db);
  } finally {
    await db.close();
  }
}

/** Every file under `dir` (recursively) with its bytes: what "the same files" means. */
function everyFile(dir: string): Record<string, Buffer> {
  if (!existsSync(dir)) return {};
  return Object.fromEntries(
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((name) => statSync(path.join(dir, name)).isFile())
      .sort()
      .map((name) => [name, readFileSync(path.join(dir, name))]),
  );
}

/** The uploaded files of a data folder (avatars; licences with the temporary ones). */
const uploads = (dataDir: string) => ({
  avatars: everyFile(path.join(dataDir, 'cdn', 'users')),
  licenses: everyFile(path.join(dataDir, 'licenses')),
});

/** Changes a user would lose: a new account, a cancelled booking, a deleted notification. */
async function changeEverything(db: Db): Promise<void> {
  await db.query(
    "INSERT INTO users (id, email, full_name) VALUES ('aaaaaaaaaaaaaaaaaaaaaaaa', 'after.backup@example.com', 'After Backup')",
  );
  await db.query("UPDATE bookings SET status = 'cancelled' WHERE id = (SELECT min(id) FROM bookings)");
  await db.query('DELETE FROM notifications WHERE id = (SELECT min(id) FROM notifications)');
}

/** Uploads changed after the backup: an avatar replaced in place, the licence deleted, a new one added. */
function changeUploads(dataDir: string): void {
  writeFileSync(path.join(dataDir, 'cdn', 'users', AVATAR), 'changed');
  rmSync(path.join(dataDir, 'licenses', LICENSE));
  writeFileSync(path.join(dataDir, 'licenses', 'new-after-backup.pdf'), '%PDF-new');
}

function runCli(action: 'backup' | 'restore', file: string, env: Record<string, string>) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'server/src/db/backupCli.ts', action, file], {
    cwd: process.cwd(),
    // A port nothing listens on: the PGlite commands refuse while a server answers there.
    env: {
      ...process.env,
      NODE_ENV: 'test',
      JWT_SECRET: 'backup-test-secret-0123456789abcdefghij',
      HOST: '127.0.0.1',
      PORT: '9',
      ...env,
    },
    encoding: 'utf8',
  });
}

function cli(action: 'backup' | 'restore', file: string, env: Record<string, string>) {
  const result = runCli(action, file, env);
  if (result.status !== 0) throw new Error(`db:${action} failed (${result.status}):\n${result.stderr}`);
  return result.stdout;
}

test('PGlite: a backup restored after changes gives back every table and uploaded file as they were, and keeps what it replaced', async () => {
  const dataDir = dataFolder('changed');
  const pgdata = path.join(dataDir, 'pgdata');
  const atBackup = { tables: await tablesIn(pgdata), uploads: uploads(dataDir) };
  expect(Object.keys(atBackup.uploads.avatars)).toEqual([AVATAR]);
  expect(Object.keys(atBackup.uploads.licenses).sort()).toEqual([LICENSE, path.join('temp', TEMP_LICENSE)].sort());

  const file = path.join(work, 'changed-backup.tar.gz');
  expect(cli('backup', file, { DATA_DIR: dataDir })).toContain('and 3 uploaded files');
  const db = await openPglite(pgdata);
  await changeEverything(db);
  await db.close();
  changeUploads(dataDir);
  const changed = { tables: await tablesIn(pgdata), uploads: uploads(dataDir) };
  expect(changed).not.toEqual(atBackup);

  expect(cli('restore', file, { DATA_DIR: dataDir })).toMatch(/Restored .* and 3 uploaded files/);
  expect({ tables: await tablesIn(pgdata), uploads: uploads(dataDir) }).toEqual(atBackup);
  const kept = path.join(
    dataDir,
    readdirSync(dataDir).find((name) => name.startsWith('before-restore-'))!,
  );
  expect({ tables: await tablesIn(path.join(kept, 'pgdata')), uploads: uploads(kept) }).toEqual(changed);
  // Nothing of the restore's staging is left behind.
  expect(readdirSync(dataDir).filter((name) => name.startsWith('restoring-'))).toEqual([]);
}, 180_000);

test('PGlite: restored into a wiped data folder, the database and the uploads are back and served', async () => {
  const dataDir = dataFolder('wiped');
  const atBackup = { tables: await tablesIn(path.join(dataDir, 'pgdata')), uploads: uploads(dataDir) };
  const file = path.join(work, 'wiped-backup.tar.gz');
  cli('backup', file, { DATA_DIR: dataDir });
  rmSync(dataDir, { recursive: true, force: true });

  expect(cli('restore', file, { DATA_DIR: dataDir })).not.toContain('kept in');
  const db = await openPglite(path.join(dataDir, 'pgdata'));
  const config = testConfig(dataDir);
  const app = await buildApp({ db, config, mailer: new MemoryMailer(), recaptcha: disabledRecaptcha });
  try {
    expect({ tables: await everyTable(db), uploads: uploads(dataDir) }).toEqual(atBackup);
    const avatar = await app.inject({ method: 'GET', url: `/cdn/users/${AVATAR}` });
    expect(avatar.statusCode).toBe(200);
    expect(avatar.rawPayload).toEqual(atBackup.uploads.avatars[AVATAR]);
    const { cookie } = await sessionCookie({ db, config }, demo.id);
    const license = await app.inject({
      method: 'GET',
      url: pathOf('getLicense', { userId: demo.id }),
      headers: { cookie },
    });
    expect(license.statusCode).toBe(200);
    expect(license.rawPayload).toEqual(atBackup.uploads.licenses[LICENSE]);
  } finally {
    await app.close();
    await db.close();
  }
}, 180_000);

/** Every file of a folder with its content hash. */
function snapshot(dir: string): string[] {
  return Object.entries(everyFile(dir)).map(
    ([name, bytes]) => `${name} ${createHash('sha256').update(bytes).digest('hex')}`,
  );
}

test('PGlite: a truncated, damaged or foreign file is refused in one sentence, with nothing changed', async () => {
  const dataDir = dataFolder('refused');
  const good = path.join(work, 'good-backup.tar.gz');
  cli('backup', good, { DATA_DIR: dataDir });
  const bytes = readFileSync(good);
  const flipped = Buffer.from(bytes);
  flipped[Math.floor(bytes.length / 2)]! ^= 0xff;
  const cases: Record<string, Buffer | null> = {
    truncated: bytes.subarray(0, Math.floor(bytes.length / 2)),
    'one byte changed': flipped,
    garbage: randomBytes(4096),
    'gzipped garbage': gzipSync(randomBytes(4096)),
    'gzipped tar without a database': gzipSync(Buffer.alloc(1024)),
    missing: null,
  };
  const before = snapshot(dataDir);
  for (const [name, content] of Object.entries(cases)) {
    const file = path.join(work, `${name}.tar.gz`);
    if (content) writeFileSync(file, content);
    const { status, stdout, stderr } = runCli('restore', file, { DATA_DIR: dataDir });
    expect({ name, status: status === 0 ? 0 : 'refused', stdout }).toEqual({ name, status: 'refused', stdout: '' });
    expect({ name, lines: stderr.trim().split('\n') }).toEqual({
      name,
      lines: [expect.stringMatching(/nothing was changed\.$/)],
    });
    expect(snapshot(dataDir)).toEqual(before);
  }
}, 180_000);

test('PGlite: a backup made before backups held the uploads restores the database and leaves the files as they are', async () => {
  const dataDir = dataFolder('older');
  const pgdata = path.join(dataDir, 'pgdata');
  const db = await openPglite(pgdata);
  const file = path.join(work, 'older-backup.tar.gz');
  writeFileSync(
    file,
    Buffer.from(await (await (db as Db & { dump(c: 'gzip'): Promise<Blob> }).dump('gzip')).arrayBuffer()),
  );
  const atBackup = await everyTable(db);
  await changeEverything(db);
  await db.close();
  changeUploads(dataDir);
  const files = uploads(dataDir);

  expect(cli('restore', file, { DATA_DIR: dataDir })).toContain('were left as they are');
  expect(await tablesIn(pgdata)).toEqual(atBackup);
  expect(uploads(dataDir)).toEqual(files);
}, 180_000);

const url = process.env.TEST_DATABASE_URL;
(url ? test : test.skip)(
  'PostgreSQL: a backup restored after changes gives back every table, uploads included, as it was',
  async () => {
    const own = new URL(url!);
    const name = `${own.pathname.slice(1)}_backup`;
    const admin = async (sql: string) => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(sql).finally(() => client.end());
    };
    await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin(`CREATE DATABASE "${name}"`);
    own.pathname = `/${name}`;
    const databaseUrl = own.toString();
    try {
      let db = await openPostgres(databaseUrl);
      await migrate(db);
      await seed(db, { cars: 30 });
      // Uploads live in the database here: they come back with the tables.
      await db.query("INSERT INTO stored_files (area, name, content) VALUES ('avatars', 'backed-up.webp', $1)", [
        randomBytes(3000),
      ]);
      const atBackup = await everyTable(db);
      const file = path.join(work, 'postgres-backup.dump');
      cli('backup', file, { DATABASE_URL: databaseUrl });
      expect(existsSync(file)).toBe(true);
      await changeEverything(db);
      expect(await everyTable(db)).not.toEqual(atBackup);
      await db.close();
      cli('restore', file, { DATABASE_URL: databaseUrl });
      db = await openPostgres(databaseUrl);
      expect(await everyTable(db)).toEqual(atBackup);
      await db.close();
    } finally {
      await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    }
  },
  180_000,
);
