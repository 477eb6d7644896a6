/**
 * The file store of the embedded database keeps uploads in the data folder, where they always were
 * (avatars under cdn/users, licences under licenses/, outside any static folder). The PostgreSQL
 * store is exercised by every upload test when TEST_DATABASE_URL is set, and across two instances
 * by scaleOutPostgres.test.ts.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openPglite, type Db } from '../src/db/index';
import { createFileStore, type FileStore } from '../src/fileStore';

let db: Db;
let dir: string;
let files: FileStore;

beforeAll(async () => {
  db = await openPglite();
  dir = mkdtempSync(path.join(tmpdir(), 'file-store-'));
  files = createFileStore(db, dir);
});
afterAll(async () => {
  await db.close();
  rmSync(dir, { recursive: true, force: true });
});

it('keeps uploads in the data folder with the embedded database', async () => {
  const bytes = Buffer.from('%PDF-1.4 licence');
  await files.put('temp-licenses', 'a.pdf', bytes);
  expect(readFileSync(path.join(dir, 'licenses', 'temp', 'a.pdf'))).toEqual(bytes);
  expect(await files.move('temp-licenses', 'a.pdf', 'licenses', 'u-a.pdf')).toBe(true);
  expect(existsSync(path.join(dir, 'licenses', 'temp', 'a.pdf'))).toBe(false);
  expect(await files.get('licenses', 'u-a.pdf')).toEqual(bytes);
  expect(await files.move('temp-licenses', 'a.pdf', 'licenses', 'u-b.pdf')).toBe(false);

  await files.put('avatars', 'me.png', Buffer.from('png'));
  expect(existsSync(path.join(dir, 'cdn', 'users', 'me.png'))).toBe(true);
  await files.remove('avatars', 'me.png');
  expect(await files.get('avatars', 'me.png')).toBeNull();
});

it('reads and removes bare names only', async () => {
  await files.put('licenses', 'kept.pdf', Buffer.from('x'));
  expect(await files.get('avatars', '../licenses/kept.pdf')).toBeNull();
  await files.remove('avatars', '../licenses/kept.pdf');
  expect(await files.get('licenses', 'kept.pdf')).not.toBeNull();
});
