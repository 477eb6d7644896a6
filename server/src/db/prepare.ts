/**
 * What every server start does to its database: apply the pending migrations and seed an empty
 * database, both in one transaction under the migrations' advisory lock. Several instances starting
 * together on one PostgreSQL database thus queue: the first migrates and seeds, the others find
 * the work done (without the lock on the seed, one of them died on a duplicate key).
 */
import type { Db } from './index';
import { MIGRATION_LOCK, migrate } from './migrate';
import { isSeeded, seed, settleAfterSeed, type SeedOptions } from './seed';

export async function prepareDatabase(
  db: Db,
  seedOptions: SeedOptions = {},
): Promise<{ applied: string[]; seeded: boolean }> {
  const prepared = await db.transaction(async (tx) => {
    // Waiting for another instance's seed may take longer than any request may.
    if (db.kind === 'postgres') await tx.query('SET LOCAL statement_timeout = 0');
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    const applied = await migrate(tx);
    const seeded = !(await isSeeded(tx));
    if (seeded) await seed(tx, seedOptions);
    return { applied, seeded };
  });
  if (prepared.seeded) await settleAfterSeed(db);
  return prepared;
}
