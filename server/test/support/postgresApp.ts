/**
 * A test app on a real PostgreSQL server, for races that need transactions really running at the
 * same time on separate connections (PGlite has one connection, so there they queue anyway).
 * Only with TEST_DATABASE_URL (see postgres.test.ts): each file gets its own database
 * `<name>_<suffix>` on that server, created, migrated and seeded here and dropped by `close()`, so
 * such files can run at once.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../../src/app';
import { openPostgres } from '../../src/db/index';
import { migrate } from '../../src/db/migrate';
import { seed } from '../../src/db/seed';
import { MemoryMailer } from '../../src/mail/index';
import { disabledRecaptcha } from '../../src/recaptcha';
import { SEED_TODAY, testConfig, type TestApp } from './testApp';

const url = process.env.TEST_DATABASE_URL;

export const describeIfPostgres = url ? describe : describe.skip;

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export async function createPostgresTestApp(suffix: string): Promise<TestApp> {
  const own = new URL(url!);
  const name = `${own.pathname.slice(1)}_${suffix}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), `pg-${suffix}-`));
  await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin(`CREATE DATABASE "${name}"`);
  own.pathname = `/${name}`;
  const db = await openPostgres(own.toString());
  await migrate(db);
  await seed(db, { today: SEED_TODAY });
  const config = testConfig(dataDir);
  const mailer = new MemoryMailer();
  const app = await buildApp({ db, mailer, config, logger: false, recaptcha: disabledRecaptcha, google: null });
  await app.ready();
  return {
    app,
    db,
    mailer,
    config,
    ipLookup: app.deps.ipLookup,
    async close() {
      await app.close();
      await db.close();
      await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
