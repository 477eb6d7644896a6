/**
 * Health checks for load balancers (getHealth, getReady), and what a request does when the
 * database cannot serve it: 503 `service_unavailable` soon, never a hang (on a real PostgreSQL
 * server: operationsPostgres.test.ts).
 */
import { isDatabaseUnavailable, toErrorReply } from '../src/errors';
import { callApi } from './support/api';
import { createTestApp, type TestApp } from './support/testApp';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ config: { apiRateLimit: 2 } });
});
afterAll(async () => {
  await t?.close();
});

it('answers liveness and readiness, outside the API rate limit', async () => {
  for (let i = 0; i < 4; i++) {
    const health = await callApi(t.app, 'getHealth');
    expect(health.status).toBe(200);
    const ready = await callApi(t.app, 'getReady');
    expect(ready.status).toBe(200);
  }
  // Meanwhile the other operations are limited as usual.
  const codes = [];
  for (let i = 0; i < 3; i++) codes.push((await callApi(t.app, 'getSettings')).status);
  expect(codes).toEqual([200, 200, 429]);
});

it('is not ready while a migration of this version is missing from the database', async () => {
  const { rows } = await t.db.query<{ version: string; name: string }>(
    'DELETE FROM schema_migrations WHERE version = (SELECT max(version) FROM schema_migrations) RETURNING version, name',
  );
  try {
    const ready = await callApi(t.app, 'getReady');
    expect(ready.status).toBe(503);
    expect(ready.error).toEqual({
      code: 'not_ready',
      message: `Migrations pending: ${rows[0]!.version}_${rows[0]!.name}.`,
    });
    expect((await callApi(t.app, 'getHealth')).status).toBe(200);
  } finally {
    await t.db.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
      rows[0]!.version,
      rows[0]!.name,
    ]);
  }
});

it('answers 503 for a database that is unreachable, overloaded or too slow, 500 for other failures', () => {
  for (const error of [
    Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }),
    Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
    Object.assign(new Error('sorry, too many clients already'), { code: '53300' }),
    new Error('timeout exceeded when trying to connect'),
    new Error('Connection terminated unexpectedly'),
  ]) {
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(toErrorReply(error)).toMatchObject({ statusCode: 503, body: { code: 'service_unavailable' } });
  }
  for (const error of [Object.assign(new Error('duplicate key'), { code: '23505' }), new TypeError('x is undefined')]) {
    expect(toErrorReply(error).statusCode).toBe(500);
  }
});
