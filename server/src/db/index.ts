/**
 * The database seam: one small interface over the embedded PGlite (default, `.data/pgdata`, or in
 * memory for tests) and a real PostgreSQL server (`DATABASE_URL`). Both speak the same SQL; value
 * parsing is aligned so handlers see the same JavaScript types on both:
 * numeric → number, date → 'YYYY-MM-DD' string, int8 → number, timestamptz → Date.
 */
import { mkdirSync } from 'node:fs';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import pg from 'pg';
import { databaseUrlError } from './connectionError';
import { checkPgliteFolder, damagedFolderError } from './dataFolder';

export interface QueryResult<T> {
  rows: T[];
}

export interface Db {
  /** One statement with `$1…` parameters. */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
  /** A script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /** Runs `fn` in a transaction; nested calls join the outer transaction. */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  readonly kind: 'pglite' | 'postgres';
}

const OID = { INT8: 20, NUMERIC: 1700, DATE: 1082 } as const;

const parseNumber = (value: string): number => Number(value);
const keepText = (value: string): string => value;

/** Queries through a PGlite instance or one of its transactions. */
function pgliteQueries(target: Pick<Transaction, 'query' | 'exec'>): Pick<Db, 'query' | 'exec'> {
  return {
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await target.query<T>(sql, params);
      return { rows: result.rows };
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  };
}

/** Adapts a PGlite instance: a transaction is one of PGlite's, in which transactions nest as one. */
function pgliteDb(instance: PGlite, onClose: () => Promise<void>): Db {
  return {
    kind: 'pglite',
    ...pgliteQueries(instance),
    transaction: (fn) =>
      instance.transaction((tx) => {
        const inTransaction: Db = {
          kind: 'pglite',
          ...pgliteQueries(tx),
          transaction: (nested) => nested(inTransaction),
          close: async () => undefined,
        };
        return fn(inTransaction);
      }),
    close: onClose,
  };
}

/**
 * Opens the embedded database. `dataDir` undefined = in memory (tests); otherwise the folder keeps
 * the database between runs. `loadDataDir` starts from a dump (fast test fixtures).
 */
export async function openPglite(dataDir?: string, options: { loadDataDir?: Blob } = {}): Promise<Db> {
  const folder = dataDir ? checkPgliteFolder(dataDir) : 'new';
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  let instance: PGlite;
  try {
    instance = await PGlite.create({
      ...(dataDir ? { dataDir } : {}),
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
      parsers: { [OID.INT8]: parseNumber, [OID.NUMERIC]: parseNumber, [OID.DATE]: keepText },
    });
  } catch (error) {
    if (dataDir && folder === 'existing') throw damagedFolderError(dataDir, error);
    throw error;
  }
  // The embedded database lives in this process's memory: a random page read costs about what a
  // sequential one does, so the planner may use the search indexes for a few hundred rows.
  await instance.exec('SET random_page_cost = 1.1');
  const db = pgliteDb(instance, async () => {
    if (!instance.closed) await instance.close();
  });
  return Object.assign(db, {
    /** Dumps the whole database (a seeded template for tests; `npm run db:backup` gzipped). */
    dump: (compression: 'none' | 'gzip' = 'none') => instance.dumpDataDir(compression),
  });
}

const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === OID.INT8 || oid === OID.NUMERIC) return parseNumber;
    if (oid === OID.DATE) return keepText;
    return pg.types.getTypeParser(oid, format);
  },
};

export interface PostgresOptions {
  /** Connections at most (PG_POOL_MAX). */
  poolMax?: number;
  /** Server-side limit of one statement, 0 = none (PG_STATEMENT_TIMEOUT_MS). */
  statementTimeoutMs?: number;
}

/** A request waiting longer than this for a connection fails (503) instead of hanging. */
const CONNECT_TIMEOUT_MS = 5_000;

/** Opens a connection pool to a PostgreSQL server. */
export async function openPostgres(url: string, options: PostgresOptions = {}): Promise<Db> {
  const pool = new pg.Pool({
    connectionString: url,
    types: pgTypes as pg.CustomTypesConfig,
    max: options.poolMax ?? 10,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    keepAlive: true,
    ...(options.statementTimeoutMs ? { statement_timeout: options.statementTimeoutMs } : {}),
  });
  // A dropped idle connection must not crash the server; the pool reconnects on the next query.
  pool.on('error', (error) => console.error('PostgreSQL connection error:', error.message));
  // Fail fast on a wrong URL instead of at the first request, saying what is wrong.
  try {
    const probe = await pool.connect();
    probe.release();
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw databaseUrlError(url, error);
  }

  function clientDb(client: pg.PoolClient): Db {
    const self: Db = {
      kind: 'postgres',
      async query<T>(sql: string, params: unknown[] = []) {
        const result = await client.query(sql, params);
        return { rows: result.rows as T[] };
      },
      async exec(sql: string) {
        await client.query(sql);
      },
      transaction: (fn) => fn(self),
      close: async () => undefined,
    };
    return self;
  }

  return {
    kind: 'postgres',
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await pool.query(sql, params);
      return { rows: result.rows as T[] };
    },
    async exec(sql: string) {
      await pool.query(sql);
    },
    async transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(clientDb(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/** Opens PostgreSQL when a URL is given, otherwise PGlite in `<dataDir>/pgdata`. */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
  pgPoolMax?: number;
  pgStatementTimeoutMs?: number;
}): Promise<Db> {
  if (options.databaseUrl)
    return openPostgres(options.databaseUrl, {
      poolMax: options.pgPoolMax,
      statementTimeoutMs: options.pgStatementTimeoutMs,
    });
  return openPglite(`${options.dataDir}/pgdata`);
}
