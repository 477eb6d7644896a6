/**
 * A DATABASE_URL the server cannot use stops `npm start`'s server (server/src/main.ts, a child
 * process) with exit code 1 and one sentence naming the cause and the fix — never the password,
 * never a stack trace. Refusals that need a real PostgreSQL (missing database, unknown user) are in
 * databaseUrlPostgres.test.ts.
 */
import { freePort } from '@test/e2e/support/server';
import { databaseUrlError } from '../src/db/connectionError';
import { expectOneSentence, runMain } from './support/mainProcess';

const PASSWORD = 'S3cret-Pa55word';

test('a server that is not running: nothing accepts connections at host:port, start it or correct the URL', async () => {
  const port = await freePort();
  const result = await runMain({ DATABASE_URL: `postgres://driver:${PASSWORD}@127.0.0.1:${port}/drivemarket` });
  expectOneSentence(result, new RegExp(`^Nothing accepts connections at 127\\.0\\.0\\.1:${port} .*start PostgreSQL`));
  expect(result.output).not.toContain(PASSWORD);
}, 90_000);

test('a host name that does not resolve is named, with the fix', async () => {
  const result = await runMain({ DATABASE_URL: `postgres://driver:${PASSWORD}@no-such-host.invalid:5432/drivemarket` });
  expectOneSentence(result, /^The host no-such-host\.invalid in DATABASE_URL is not known.*correct the host name/);
  expect(result.output).not.toContain(PASSWORD);
}, 90_000);

test('a DATABASE_URL that is not a URL is said so, without repeating it', async () => {
  const result = await runMain({ DATABASE_URL: `driver:${PASSWORD}@somewhere` });
  expectOneSentence(
    result,
    /^DATABASE_URL is not a valid URL: write it as postgres:\/\/USER:PASSWORD@HOST:PORT\/DATABASE/,
  );
  expect(result.output).not.toContain(PASSWORD);
});

test('each refusal of the server becomes its sentence, with the user and database named and the password never', () => {
  const url = `postgres://driver:${PASSWORD}@db.example:6543/market`;
  const refusal = (code: string, message: string) =>
    databaseUrlError(url, Object.assign(new Error(message), { code })).message;
  expect(refusal('28P01', 'password authentication failed for user "driver"')).toBe(
    'PostgreSQL at db.example:6543 refused the password of user driver: correct the password in DATABASE_URL (or set it on the server with ALTER ROLE).',
  );
  expect(refusal('3D000', 'database "market" does not exist')).toBe(
    'Database market does not exist on PostgreSQL at db.example:6543: create it (createdb market) or correct the database name in DATABASE_URL.',
  );
  expect(refusal('28000', 'role "driver" does not exist')).toMatch(
    /^PostgreSQL at db\.example:6543 does not let user driver connect to database market \(role "driver" does not exist\)/,
  );
  // Any other failure keeps the driver's words, with the password blotted out should they hold it.
  expect(refusal('XX000', `odd failure mentioning ${PASSWORD}`)).toBe(
    'Could not connect to database market on PostgreSQL at db.example:6543 as user driver (odd failure mentioning ***): check DATABASE_URL and the server.',
  );
  expect(databaseUrlError(url, new Error('timeout exceeded when trying to connect')).message).toMatch(
    /^PostgreSQL at db\.example:6543 did not answer in time/,
  );
});
