/**
 * Test databases on a real PostgreSQL server (TEST_DATABASE_URL, an empty database the tests may
 * fill; `npm run test:postgres` starts a throwaway server). With it, every test app of the API suite
 * runs on PostgreSQL (see testApp.ts), and the races that need transactions really running at the
 * same time on separate connections run at all (PGlite has one connection, so there they queue).
 *
 * Each test app gets its own database `<name>_t<pid>_<n>`, copied from a migrated and seeded
 * template database (made once per template key by the first worker that needs it, under an
 * advisory lock) and dropped by its `drop()`, so test files run at once.
 */
import pg from 'pg';
import { openPostgres } from '../../src/db/index';
import { migrate } from '../../src/db/migrate';

const url = process.env.TEST_DATABASE_URL;

export const describeIfPostgres = url ? describe : describe.skip;
export const onPostgres = Boolean(url);

/** Arbitrary constant identifying the template lock. */
const TEMPLATE_LOCK = 4_207_312;
let created = 0;

async function admin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

function databaseUrl(name: string): string {
  const own = new URL(url!);
  own.pathname = `/${name}`;
  return own.toString();
}

export interface PostgresDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A template: `fill` writes it once; `key` names it (change it whenever what `fill` writes changes). */
export interface Template {
  key: string;
  fill: (url: string) => Promise<void>;
}

/** A fresh database: a copy of `template`, or only migrated, or quite empty. */
export async function createPostgresDatabase(template: Template | 'migrated' | 'empty'): Promise<PostgresDatabase> {
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  const base = new URL(url).pathname.slice(1);
  const name = `${base}_t${process.pid}_${++created}`;
  await admin(async (client) => {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    if (typeof template === 'string') {
      await client.query(`CREATE DATABASE "${name}"`);
      return;
    }
    const templateName = `${base}_template_${template.key}`;
    await client.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    try {
      const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [templateName]);
      if (!rowCount) {
        const building = `${templateName}_building`;
        await client.query(`DROP DATABASE IF EXISTS "${building}" WITH (FORCE)`);
        await client.query(`CREATE DATABASE "${building}"`);
        await template.fill(databaseUrl(building));
        await client.query(`ALTER DATABASE "${building}" RENAME TO "${templateName}"`);
      }
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
    }
    await client.query(`CREATE DATABASE "${name}" TEMPLATE "${templateName}"`);
  });
  const own = databaseUrl(name);
  if (template === 'migrated') {
    const db = await openPostgres(own);
    await migrate(db).finally(() => db.close());
  }
  return {
    url: own,
    drop: () => admin(async (client) => void (await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`))),
  };
}
