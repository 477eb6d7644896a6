/**
 * Applies `migrations/NNN_name.sql` in order, once each, recording them in `schema_migrations`.
 * Everything runs in one transaction under an advisory lock, so two servers starting against the
 * same PostgreSQL database cannot apply a migration twice, and a failing migration leaves nothing
 * half-applied.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../paths';
import type { Db } from './index';

const MIGRATIONS_DIR = path.join(PROJECT_ROOT, 'server', 'src', 'db', 'migrations');
/** Arbitrary constant identifying our migration lock. */
export const MIGRATION_LOCK = 4_207_311;

export interface Migration {
  version: string;
  name: string;
  sql: string;
}

export function listMigrations(dir: string = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((file) => /^\d{3}_[\w-]+\.sql$/.test(file))
    .sort()
    .map((file) => ({
      version: file.slice(0, 3),
      name: file.slice(4, -4),
      sql: readFileSync(`${dir}/${file}`, 'utf8'),
    }));
}

/** Returns the versions applied by this call. */
export async function migrate(db: Db, migrations: Migration[] = listMigrations()): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version text PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const { rows } = await tx.query<{ version: string }>('SELECT version FROM schema_migrations');
    const applied = new Set(rows.map((r) => r.version));
    const done: string[] = [];
    for (const migration of migrations) {
      if (applied.has(migration.version)) continue;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ]);
      done.push(migration.version);
    }
    return done;
  });
}
