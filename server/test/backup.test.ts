/**
 * `npm run db:backup -- FILE` then `npm run db:restore -- FILE` (server/src/db/backupCli.ts, run as
 * a child process) bring back every table as it was at the backup, after changes made since: on
 * PGlite always, on PostgreSQL when TEST_DATABASE_URL is set.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openPglite, openPostgres, type Db } from '../src/db/index';
import { migrate } from '../src/db/migrate';
import { seed } from '../src/db/seed';

let work: string;
beforeAll(() => {
  work = mkdtempSync(path.join(tmpdir(), 'backup-test-'));
});
afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

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

/** Changes a user would lose: a new account, a cancelled booking, a deleted notification. */
async function changeEverything(db: Db): Promise<void> {
  await db.query(
    "INSERT INTO users (id, email, full_name) VALUES ('aaaaaaaaaaaaaaaaaaaaaaaa', 'after.backup@example.com', 'After Backup')",
  );
  await db.query("UPDATE bookings SET status = 'cancelled' WHERE id = (SELECT min(id) FROM bookings)");
  await db.query('DELETE FROM notifications WHERE id = (SELECT min(id) FROM notifications)');
}

function cli(action: 'backup' | 'restore', file: string, env: Record<string, string>) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/src/db/backupCli.ts', action, file], {
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
  if (result.status !== 0) throw new Error(`db:${action} failed (${result.status}):\n${result.stderr}`);
  return result.stdout;
}

test('PGlite: a backup restored after changes gives back every table as it was, and keeps the replaced folder', async () => {
  const dataDir = path.join(work, 'pglite');
  const pgdata = path.join(dataDir, 'pgdata');
  let db = await openPglite(pgdata);
  await migrate(db);
  await seed(db, { cars: 30 });
  const atBackup = await everyTable(db);
  await db.close();

  const file = path.join(work, 'pglite-backup.tar.gz');
  expect(cli('backup', file, { DATA_DIR: dataDir })).toContain('Backed up');
  db = await openPglite(pgdata);
  await changeEverything(db);
  const changed = await everyTable(db);
  await db.close();
  expect(changed).not.toEqual(atBackup);

  expect(cli('restore', file, { DATA_DIR: dataDir })).toMatch(
    /replaced database was kept in .*pgdata\.before-restore-/,
  );
  db = await openPglite(pgdata);
  expect(await everyTable(db)).toEqual(atBackup);
  await db.close();
  const kept = readdirSync(dataDir).find((name) => name.startsWith('pgdata.before-restore-'))!;
  const before = await openPglite(path.join(dataDir, kept));
  expect(await everyTable(before)).toEqual(changed);
  await before.close();
}, 180_000);

const url = process.env.TEST_DATABASE_URL;
(url ? test : test.skip)(
  'PostgreSQL: a backup restored after changes gives back every table as it was',
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
