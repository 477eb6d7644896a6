/**
 * DATABASE_URL naming what a running PostgreSQL refuses (runs only with TEST_DATABASE_URL): a
 * database or a user that does not exist stops `npm start`'s server with exit code 1 and one
 * sentence naming it and the fix, never a stack trace. (The test cluster trusts every local
 * connection, so a wrong password cannot be refused there: databaseUrl.test.ts checks its sentence.)
 */
import { describeIfPostgres } from './support/postgresApp';
import { expectOneSentence, runMain } from './support/mainProcess';

const url = process.env.TEST_DATABASE_URL ?? 'postgres://unused';

describeIfPostgres('a DATABASE_URL that PostgreSQL refuses', () => {
  it('names a missing database and how to create it', async () => {
    const missing = new URL(url);
    missing.pathname = '/no_such_database_for_drivemarket';
    const result = await runMain({ DATABASE_URL: missing.toString() });
    expectOneSentence(
      result,
      new RegExp(
        `^Database no_such_database_for_drivemarket does not exist on PostgreSQL at ${missing.hostname}:${missing.port}: create it`,
      ),
    );
  }, 90_000);

  it('names a user the server does not know', async () => {
    const stranger = new URL(url);
    stranger.username = 'no_such_role_for_drivemarket';
    stranger.password = 'Wr0ng-Pa55';
    const result = await runMain({ DATABASE_URL: stranger.toString() });
    expectOneSentence(
      result,
      /^PostgreSQL at .* (does not let user no_such_role_for_drivemarket connect|refused the password of user no_such_role_for_drivemarket)/,
    );
    expect(result.output).not.toContain('Wr0ng-Pa55');
  }, 90_000);
});
