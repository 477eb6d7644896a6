/**
 * The embedded database's folder (DATA_DIR/pgdata) is checked before PGlite opens it: PGlite
 * initialises any folder it does not recognise as a database, which would silently replace one whose
 * files were damaged or half deleted. Only a missing or empty folder becomes a new database; any
 * other unexpected state stops the start with what is wrong and the way out, touching nothing.
 */
import { accessSync, constants, existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Db } from './index';

/** The PostgreSQL major version of the bundled PGlite (its data folders say so in PG_VERSION). */
export const PGLITE_MAJOR_VERSION = 18;

export class DataFolderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DataFolderError';
  }
}

const WAY_OUT =
  'Restore a backup with `npm run db:restore -- FILE`, or move the folder away to start with a new, empty database.';

/** `new` when PGlite may create the database there; `existing` when it holds one this PGlite can open; throws otherwise. */
export function checkPgliteFolder(dir: string): 'new' | 'existing' {
  if (!existsSync(dir)) return 'new';
  if (!statSync(dir).isDirectory())
    throw new DataFolderError(
      `${dir} is a file, not the database folder. Move it away or set DATA_DIR to another folder.`,
    );
  assertWritable(dir);
  if (readdirSync(dir).length === 0) return 'new';
  const versionFile = path.join(dir, 'PG_VERSION');
  if (!existsSync(versionFile)) {
    throw new DataFolderError(
      `${dir} holds files but no PG_VERSION: it is not a complete database folder (damaged, or partly deleted). Nothing was changed. ${WAY_OUT}`,
    );
  }
  const version = readFileSync(versionFile, 'utf8').trim();
  if (!/^\d+$/.test(version)) {
    throw new DataFolderError(
      `${versionFile} is damaged (it reads ${JSON.stringify(version.slice(0, 20))}, not a PostgreSQL version). Nothing was changed. ${WAY_OUT}`,
    );
  }
  if (Number(version) > PGLITE_MAJOR_VERSION) {
    throw new DataFolderError(
      `${dir} was written by a newer PostgreSQL (${version}) than this server's PGlite (${PGLITE_MAJOR_VERSION}). Nothing was changed. Run the server version that wrote it, or restore a backup made with \`npm run db:backup\`.`,
    );
  }
  if (Number(version) < PGLITE_MAJOR_VERSION) {
    throw new DataFolderError(
      `${dir} was written by an older PostgreSQL (${version}); this server's PGlite (${PGLITE_MAJOR_VERSION}) cannot open it. Nothing was changed. Back it up with the server version that wrote it (\`npm run db:backup -- FILE\`) and restore that backup here.`,
    );
  }
  return 'existing';
}

function assertWritable(dir: string): void {
  try {
    accessSync(dir, constants.R_OK | constants.W_OK | constants.X_OK);
  } catch (error) {
    const reason =
      (error as NodeJS.ErrnoException).code === 'EROFS'
        ? 'is on a read-only file system'
        : `is not writable by this process (user id ${process.getuid?.() ?? '?'})`;
    throw new DataFolderError(
      `The database folder ${dir} ${reason}. Nothing was changed. Fix its permissions or mount, or set DATA_DIR to a writable folder.`,
    );
  }
}

/** PGlite's own error for an existing folder it cannot open says only "failed to initialize"; say what it means. */
export function damagedFolderError(dir: string, cause: unknown): DataFolderError {
  const detail = cause instanceof Error ? cause.message : String(cause);
  return new DataFolderError(
    `The database files in ${dir} are damaged: PGlite could not open them (${detail}). Nothing was changed. ${WAY_OUT}`,
  );
}

/**
 * the table whose file a "damaged page" or "could not read" error (XX001/XX002) names by path (`base/5/16390`), for
 * the log: an operator restores or repairs a table, not a file number. Null when none matches.
 */
export async function damagedTable(db: Db, error: unknown): Promise<string | null> {
  const code = (error as { code?: unknown } | null)?.code;
  const file = /(?:relation|file) "([^"]+)"/.exec((error as Error | null)?.message ?? '')?.[1];
  if ((code !== 'XX001' && code !== 'XX002') || !file) return null;
  try {
    const { rows } = await db.query<{ name: string }>(
      `SELECT COALESCE(t.relname, c.relname) AS name FROM pg_class c
         LEFT JOIN pg_index i ON i.indexrelid = c.oid LEFT JOIN pg_class t ON t.oid = i.indrelid
        WHERE pg_relation_filepath(c.oid) = $1`,
      [file],
    );
    return rows[0]?.name ?? null;
  } catch {
    return null;
  }
}
