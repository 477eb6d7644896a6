/**
 * What a request does when PostgreSQL cannot serve it (runs only with TEST_DATABASE_URL): every
 * connection of the pool busy → 503 `service_unavailable` after the connection timeout, never a
 * hang; a statement over PG_STATEMENT_TIMEOUT_MS is cancelled → 503.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import { openPostgres } from '../src/db/index';
import { toErrorReply } from '../src/errors';
import { MemoryMailer } from '../src/mail/index';
import { disabledRecaptcha } from '../src/recaptcha';
import { callApi } from './support/api';
import { pathOf } from './support/apiRequest';
import { createPostgresDatabase, describeIfPostgres } from './support/postgresApp';
import { testConfig } from './support/testApp';

describeIfPostgres('operations on PostgreSQL (TEST_DATABASE_URL)', () => {
  it('a request finding every connection of the pool busy answers 503 after the connection timeout; a slow statement is cancelled', async () => {
    const database = await createPostgresDatabase('migrated');
    const db = await openPostgres(database.url, { poolMax: 1, statementTimeoutMs: 300 });
    const dataDir = mkdtempSync(path.join(tmpdir(), 'pg-operations-'));
    const app = await buildApp({
      db,
      mailer: new MemoryMailer(),
      config: testConfig(dataDir),
      logger: false,
      recaptcha: disabledRecaptcha,
      google: null,
    });
    try {
      let release = () => undefined as void;
      const held = db.transaction(() => new Promise<void>((resolve) => (release = resolve)));
      // Raw inject: the contract does not declare getSettings' 503 (a database outage, not its own answer).
      const busy = await app.inject({ method: 'GET', url: pathOf('getSettings') });
      expect(busy.statusCode).toBe(503);
      expect(busy.json()).toEqual({
        code: 'service_unavailable',
        message: 'The service is unavailable right now. Please try again in a moment.',
      });
      const ready = await callApi(app, 'getReady');
      expect(ready.error).toEqual({ code: 'not_ready', message: 'The database is unreachable.' });
      expect((await callApi(app, 'getHealth')).status).toBe(200);
      release();
      await held;
      expect((await callApi(app, 'getSettings')).status).toBe(200);

      const slow = await db.query('SELECT pg_sleep(5)').catch((error: unknown) => error);
      expect(toErrorReply(slow).statusCode).toBe(503);
    } finally {
      await app.close();
      await db.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
