/**
 * A fresh reference server per test file: in-memory PGlite (migrated and seeded), or a database of
 * its own on PostgreSQL when TEST_DATABASE_URL is set (see postgresApp.ts), a capturing
 * mailer, a fake IP lookup, a temporary data folder (seed images) and optionally a built app.
 *
 * Starting PGlite and seeding takes seconds, so the first file of a run stores a dump of the
 * migrated and seeded database in the OS temp folder, keyed by a hash of the migrations, the seed
 * sources and the seed day; every file then starts its own fresh copy from that dump.
 */
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import { writeSeedAssets } from '../../src/db/assets';
import { openPglite, openPostgres, type Db } from '../../src/db/index';
import { migrate } from '../../src/db/migrate';
import { seed } from '../../src/db/seed';
import type { GoogleIdTokenVerifier } from '../../src/googleSignIn';
import type { Handlers } from '../../src/handlers/index';
import type { IpCountryLookup } from '../../src/ipLookup';
import { MemoryMailer } from '../../src/mail/index';
import { disabledRecaptcha, type RecaptchaVerifier } from '../../src/recaptcha';
import { createPostgresDatabase, onPostgres, type PostgresDatabase } from './postgresApp';

const SERVER_SRC = fileURLToPath(new URL('../../src/', import.meta.url));

/** The seed's "today": the start of the current UTC day (date-based prices start a week later). */
export const SEED_TODAY = new Date(new Date().toISOString().slice(0, 10) + 'T00:00:00Z');

export const TEST_CONTACT_EMAIL = 'contact@test.example';

/** An IP lookup answering from a table; records the addresses it was asked about. */
export class FakeIpLookup implements IpCountryLookup {
  readonly calls: string[] = [];
  constructor(
    public table: Record<string, string | null> = {},
    public failure?: Error,
  ) {}
  async lookup(ip: string): Promise<string | null> {
    this.calls.push(ip);
    if (this.failure) throw this.failure;
    return this.table[ip] ?? null;
  }
}

function templateKey(): string {
  const hash = createHash('sha256');
  const migrations = path.join(SERVER_SRC, 'db/migrations');
  for (const file of readdirSync(migrations).sort()) hash.update(readFileSync(path.join(migrations, file)));
  // notifications.ts writes the text of the seeded notifications; assets.ts names the seed's images.
  for (const file of ['db/seed.ts', 'db/seedData.ts', 'db/assets.ts', 'db/migrate.ts', 'notifications.ts'])
    hash.update(readFileSync(path.join(SERVER_SRC, file)));
  // The seed prices its bookings with the shared domain pricing.
  hash.update(readFileSync(path.join(SERVER_SRC, '../../src/domain/pricing.ts')));
  hash.update(SEED_TODAY.toISOString());
  return hash.digest('hex').slice(0, 16);
}

async function seedTestData(db: Db): Promise<void> {
  await migrate(db);
  await seed(db, { today: SEED_TODAY });
}

/** With TEST_DATABASE_URL: a database of its own on PostgreSQL (see postgresApp.ts), migrated and seeded like PGlite's. */
export function seededPostgresDatabase(): Promise<PostgresDatabase> {
  const fill = async (url: string) => {
    const db = await openPostgres(url);
    await seedTestData(db).finally(() => db.close());
  };
  return createPostgresDatabase({ key: templateKey(), fill });
}

async function postgresDatabase(empty: boolean): Promise<{ db: Db; drop: () => Promise<void> }> {
  const database = await (empty ? createPostgresDatabase('migrated') : seededPostgresDatabase());
  return { db: await openPostgres(database.url), drop: database.drop };
}

async function seededPglite(): Promise<Db> {
  const dir = path.join(tmpdir(), 'driver-web-test-db');
  const file = path.join(dir, `${templateKey()}.tar`);
  if (existsSync(file)) {
    return openPglite(undefined, { loadDataDir: new Blob([readFileSync(file)]) });
  }
  const db = await openPglite();
  await seedTestData(db);
  const dump = (await (db as Db & { dump: () => Promise<Blob> }).dump()) as Blob;
  mkdirSync(dir, { recursive: true });
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file); // atomic: parallel workers never read half a file
  // Dumps of older migrations or seeds are about 40 MB each: drop those not used for an hour.
  for (const other of readdirSync(dir)) {
    const otherPath = path.join(dir, other);
    if (otherPath !== file && Date.now() - statSync(otherPath).mtimeMs > 3_600_000) rmSync(otherPath, { force: true });
  }
  return db;
}

export interface TestAppOptions {
  config?: Partial<Config>;
  ipLookup?: IpCountryLookup;
  /** Files of a built app (name → content), served from a temporary APP_DIST. */
  dist?: Record<string, string>;
  handlers?: Handlers;
  /** An empty, migrated database instead of the seeded one. */
  emptyDatabase?: boolean;
  /** Third-party seams (reCAPTCHA, Google sign-in); default: off, as without keys. */
  recaptcha?: RecaptchaVerifier;
  google?: GoogleIdTokenVerifier | null;
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  mailer: MemoryMailer;
  ipLookup: IpCountryLookup;
  config: Config;
  close(): Promise<void>;
}

export function testConfig(dataDir: string, overrides: Partial<Config> = {}): Config {
  const base = loadConfig(
    {
      NODE_ENV: 'test',
      JWT_SECRET: 'test-secret-that-is-long-enough-0123456789',
      DATA_DIR: dataDir,
      APP_DIST: path.join(dataDir, 'dist'),
      CONTACT_EMAIL: TEST_CONTACT_EMAIL,
      CONTACT_RATE_LIMIT: '1000',
      LOG_LEVEL: 'silent',
    },
    dataDir,
  );
  return { ...base, ...overrides };
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'driver-web-test-'));
  writeSeedAssets(path.join(dataDir, 'cdn'));
  const config = testConfig(dataDir, options.config);
  if (options.dist) {
    for (const [name, content] of Object.entries(options.dist)) {
      const target = path.join(config.appDist, name);
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, content);
    }
  }
  let db: Db;
  let drop: () => Promise<void> = async () => undefined;
  if (onPostgres) {
    ({ db, drop } = await postgresDatabase(Boolean(options.emptyDatabase)));
  } else if (options.emptyDatabase) {
    db = await openPglite();
    await migrate(db);
  } else {
    db = await seededPglite();
  }
  const mailer = new MemoryMailer();
  const ipLookup = options.ipLookup ?? new FakeIpLookup();
  const app = await buildApp({
    db,
    mailer,
    config,
    ipLookup,
    recaptcha: options.recaptcha ?? disabledRecaptcha,
    google: options.google ?? null,
    logger: false,
    ...(options.handlers ? { handlers: options.handlers } : {}),
  });
  await app.ready();
  return {
    app,
    db,
    mailer,
    ipLookup,
    config,
    async close() {
      await app.close();
      await db.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
