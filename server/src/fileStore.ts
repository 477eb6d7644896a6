/**
 * Where uploaded files live: avatars (public, served at /cdn/users/NAME), drivers' licences and
 * visitors' temporary licences (private, only through their handlers). The embedded database keeps
 * them in the data folder (DATA_DIR/cdn/users, DATA_DIR/licenses, DATA_DIR/licenses/temp); with
 * DATABASE_URL they live in PostgreSQL (table stored_files), so that every instance sharing the
 * database reads what any of them stored. Names are bare file names made by the server.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from './db/index';

export type FileArea = 'avatars' | 'licenses' | 'temp-licenses';

export interface FileStore {
  /** Stores the bytes under `name`; a reader never sees half a file. */
  put(area: FileArea, name: string, bytes: Buffer): Promise<void>;
  /** The bytes, or null when there is no such file. */
  get(area: FileArea, name: string): Promise<Buffer | null>;
  /** Removes a file; a missing one (or no name) is fine. */
  remove(area: FileArea, name: string | null | undefined): Promise<void>;
  /** Moves a file to another area and name; false when there was no such file. */
  move(from: FileArea, name: string, to: FileArea, newName: string): Promise<boolean>;
}

/** Only names the server makes: no folders, no dot files. */
const isBareName = (name: string) => name === path.basename(name) && !name.startsWith('.');

/** The folder of each area in the data folder (the embedded database's; `npm run db:backup` saves them). */
export function uploadFolders(dataDir: string): Record<FileArea, string> {
  return {
    avatars: path.join(dataDir, 'cdn', 'users'),
    licenses: path.join(dataDir, 'licenses'),
    'temp-licenses': path.join(dataDir, 'licenses', 'temp'),
  };
}

/** Whether a name in an area's folder is a stored file (not a write in progress). */
export const isStoredName = (name: string) => isBareName(name) && !name.endsWith('.partial');

function diskFileStore(dataDir: string): FileStore {
  const folders = uploadFolders(dataDir);
  const file = (area: FileArea, name: string) => path.join(folders[area], name);
  return {
    async put(area, name, bytes) {
      await mkdir(folders[area], { recursive: true });
      const partial = `${file(area, name)}.${randomBytes(4).toString('hex')}.partial`;
      await writeFile(partial, bytes, { mode: 0o600 });
      await rename(partial, file(area, name));
    },
    async get(area, name) {
      if (!isBareName(name)) return null;
      return readFile(file(area, name)).catch(() => null);
    },
    async remove(area, name) {
      if (name && isBareName(name)) await rm(file(area, name), { force: true });
    },
    async move(from, name, to, newName) {
      await mkdir(folders[to], { recursive: true });
      return rename(file(from, name), file(to, newName)).then(
        () => true,
        () => false,
      );
    },
  };
}

function databaseFileStore(db: Db): FileStore {
  return {
    async put(area, name, bytes) {
      await db.query('INSERT INTO stored_files (area, name, content) VALUES ($1, $2, $3)', [area, name, bytes]);
    },
    async get(area, name) {
      const { rows } = await db.query<{ content: Buffer }>(
        'SELECT content FROM stored_files WHERE area = $1 AND name = $2',
        [area, name],
      );
      return rows[0] ? Buffer.from(rows[0].content) : null;
    },
    async remove(area, name) {
      if (name) await db.query('DELETE FROM stored_files WHERE area = $1 AND name = $2', [area, name]);
    },
    async move(from, name, to, newName) {
      const { rows } = await db.query(
        'UPDATE stored_files SET area = $3, name = $4 WHERE area = $1 AND name = $2 RETURNING name',
        [from, name, to, newName],
      );
      return rows.length > 0;
    },
  };
}

/** The data folder for the embedded database, the database itself for PostgreSQL. */
export function createFileStore(db: Db, dataDir: string): FileStore {
  return db.kind === 'postgres' ? databaseFileStore(db) : diskFileStore(dataDir);
}
