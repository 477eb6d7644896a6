/**
 * `npm start` (after the build) and `npm run dev`: opens the database (PGlite in DATA_DIR/pgdata, or
 * PostgreSQL when DATABASE_URL is set), migrates, seeds an empty database, and serves the API and
 * the built app on one port.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from './app';
import { resumeRefunds } from './checkout/refunds';
import { loadConfig, type Config } from './config';
import { writeSeedAssets } from './db/assets';
import { DatabaseUrlError } from './db/connectionError';
import { DataFolderError } from './db/dataFolder';
import { drainAndClose } from './gracefulStop';
import { openDatabase } from './db/index';
import { prepareDatabase } from './db/prepare';
import { DEMO_DRIVER, demoPasswordFor } from './db/seed';
import { createMailer } from './mail/index';

/** How often the server retries failed refunds (README "Refunds"). */
const REFUND_RETRY_MS = 15 * 60_000;

/** A random password is shown once, when it is set; the documented one every time. */
function demoDriverLine(config: Config, seeded: boolean, password: string | null): string {
  if (password === null) return 'none (DEMO_ACCOUNTS is off)';
  if (!config.production) return `${DEMO_DRIVER.email} / ${password}`;
  return seeded
    ? `${DEMO_DRIVER.email} / ${password} (random; shown this once)`
    : `${DEMO_DRIVER.email} (password shown when the database was seeded)`;
}

async function main(): Promise<void> {
  const config = loadConfig();
  const db = await openDatabase(config);
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  let closing = false;
  let refundRetries: NodeJS.Timeout | undefined;

  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app?.log.info({ signal }, 'shutting down');
    try {
      clearInterval(refundRetries);
      if (app) await drainAndClose(app, { graceMs: 1000, timeoutMs: 10_000 });
    } finally {
      await db.close();
    }
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      shutdown(signal).then(
        () => process.exit(0),
        (error: unknown) => {
          console.error(error);
          process.exit(1);
        },
      );
    });
  }

  try {
    const demoPassword = demoPasswordFor(config);
    const { applied, seeded } = await prepareDatabase(db, { demoPassword });
    writeSeedAssets(path.join(config.dataDir, 'cdn'));
    const mailer = createMailer(config);
    app = await buildApp({ db, mailer, config });
    await app.listen({ port: config.port, host: config.host });
    // Refunds decided but not carried out (a crash, an unreachable gateway, a refusal) are retried at
    // each start and every quarter of an hour, so a failed refund is never left waiting for a click.
    const started = app;
    const retryRefunds = () =>
      resumeRefunds(started.deps).catch((error: unknown) => started.log.error(error, 'retrying refunds failed'));
    void retryRefunds();
    refundRetries = setInterval(() => void retryRefunds(), REFUND_RETRY_MS).unref();

    const url = `http://${config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host}:${config.port}`;
    const database = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : path.join(config.dataDir, 'pgdata');
    console.log(
      [
        '',
        `  ${config.siteName} is running at ${url}`,
        `  API:          ${url}/api`,
        `  Database:     ${database}${applied.length ? ` (migrations applied: ${applied.join(', ')})` : ''}${seeded ? ' — seeded' : ''}`,
        `  E-mail:       ${mailer.description}${config.smtpUrl ? '' : ' (each message as .eml and .json)'}`,
        `  Web app:      ${existsSync(path.join(config.appDist, 'index.html')) ? config.appDist : `not built — run npm run build (looked in ${config.appDist})`}`,
        `  Demo driver:  ${demoDriverLine(config, seeded, demoPassword)}`,
        '',
      ].join('\n'),
    );
  } catch (error) {
    await shutdown('startup failure').catch(() => undefined);
    throw error;
  }
}

main().catch((error: unknown) => {
  // An operator's problem (the data folder, DATABASE_URL) is said in a sentence; anything else with its stack.
  const operators = error instanceof DataFolderError || error instanceof DatabaseUrlError;
  console.error(operators ? error.message : error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
});
