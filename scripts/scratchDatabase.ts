/**
 * A scratch database on the PostgreSQL server of `TEST_DATABASE_URL` (`<name>_bench`,
 * `<name>_rolling`), so that a bench or a load test never touches the tests' own database.
 */
import pg from 'pg';

async function admin(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export function dropScratchDatabase(serverUrl: string, name: string): Promise<void> {
  return admin(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
}

/** An empty database of that name, whatever a run that was stopped left behind. */
export async function createScratchDatabase(serverUrl: string, name: string): Promise<void> {
  await dropScratchDatabase(serverUrl, name);
  await admin(serverUrl, `CREATE DATABASE "${name}"`);
}
