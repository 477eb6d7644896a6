/**
 * Drivers' licence files: PDF or image (checked by content), at most 5 MB, stored in the file
 * store's private `licenses` area with unguessable names, never in a static folder; only their owner
 * downloads them (getLicense). A visitor at checkout uploads a temporary file first (area
 * `temp-licenses`, recorded in `temp_licenses`); checkout attaches it to the new account with
 * `attachTempLicense`.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { badRequest, notFound } from './errors';
import type { AppDeps } from './types';
import { CONTENT_TYPES, kindOfName, LICENSE_KINDS, LICENSE_MAX_BYTES, randomFileName, readUpload } from './uploads';

/** Temporary licences older than this are removed when new ones arrive. */
const TEMP_LICENSE_TTL_HOURS = 24;
export const TEMP_LICENSE_NAME = /^[0-9a-f]{32}\.(pdf|jpg|png|webp)$/;

/**
 * Sends a driver's own licence file (`name`: the file the account holds; the caller checked the
 * owner): getLicense, and `/cdn/licenses/NAME` where BookCars' client links it.
 */
export async function sendOwnLicense(
  deps: Pick<AppDeps, 'files'>,
  reply: FastifyReply,
  name: string | null,
): Promise<FastifyReply> {
  const kind = name ? kindOfName(name) : null;
  const bytes = name && kind ? await deps.files.get('licenses', name) : null;
  if (!kind || !bytes) throw notFound('No driver’s licence.');
  return (
    reply
      .type(CONTENT_TYPES[kind])
      .header('content-disposition', `inline; filename="driver-license.${kind}"`)
      // Only the file itself: nothing in it may run; the browser's PDF viewer may show it.
      .header(
        'content-security-policy',
        "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; object-src 'self'; frame-ancestors 'none'",
      )
      .header('cache-control', 'private, no-store')
      .send(bytes)
  );
}

const readLicense = (request: FastifyRequest) =>
  readUpload(request, { field: 'file', kinds: LICENSE_KINDS, maxBytes: LICENSE_MAX_BYTES, errors: 'license' });

/** Sets the user's licence to `name` (already stored) and removes the previous file. */
async function replaceLicense(deps: Pick<AppDeps, 'db' | 'files'>, userId: string, name: string | null): Promise<void> {
  const { rows } = await deps.db.query<{ old: string | null }>(
    `UPDATE users u SET license = $2, updated_at = now() FROM (SELECT license AS old FROM users WHERE id = $1) o
      WHERE u.id = $1 RETURNING o.old`,
    [userId, name],
  );
  await deps.files.remove('licenses', rows[0]?.old);
}

/** Stores the uploaded licence of a signed-in driver; answers the stored file name. */
export async function attachNewLicense(request: FastifyRequest, userId: string): Promise<string> {
  const { deps } = request.server;
  const upload = await readLicense(request);
  const name = randomFileName(upload.kind, `${userId}-`);
  await deps.files.put('licenses', name, upload.buffer);
  await replaceLicense(deps, userId, name);
  return name;
}

export async function removeLicense(deps: Pick<AppDeps, 'db' | 'files'>, userId: string): Promise<void> {
  await replaceLicense(deps, userId, null);
}

/** A visitor's upload at checkout; answers the temporary file name to send as `driver.license`. */
export async function createTempLicense(request: FastifyRequest): Promise<string> {
  const { deps } = request.server;
  const upload = await readLicense(request);
  await pruneTempLicenses(deps);
  const name = randomFileName(upload.kind);
  await deps.files.put('temp-licenses', name, upload.buffer);
  await deps.db.query('INSERT INTO temp_licenses (file) VALUES ($1)', [name]);
  return name;
}

export async function deleteTempLicense(deps: Pick<AppDeps, 'db' | 'files'>, file: string): Promise<void> {
  if (!TEMP_LICENSE_NAME.test(file)) throw badRequest('invalid_file', 'Invalid temporary file name.');
  await deps.db.query('DELETE FROM temp_licenses WHERE file = $1', [file]);
  await deps.files.remove('temp-licenses', file);
}

/**
 * Checkout: makes a temporary licence the user's licence (replacing any earlier one). Returns the
 * stored name, or null when `file` is not a known temporary licence (expired, deleted or made up).
 */
export async function attachTempLicense(
  deps: Pick<AppDeps, 'db' | 'files'>,
  file: string,
  userId: string,
): Promise<string | null> {
  if (!TEMP_LICENSE_NAME.test(file)) return null;
  const { rows } = await deps.db.query<{ file: string }>('DELETE FROM temp_licenses WHERE file = $1 RETURNING file', [
    file,
  ]);
  if (!rows[0]) return null;
  const name = `${userId}-${file}`;
  if (!(await deps.files.move('temp-licenses', file, 'licenses', name))) return null;
  await replaceLicense(deps, userId, name);
  return name;
}

async function pruneTempLicenses(deps: Pick<AppDeps, 'db' | 'files'>): Promise<void> {
  const { rows } = await deps.db.query<{ file: string }>(
    `DELETE FROM temp_licenses WHERE created_at < now() - make_interval(hours => $1) RETURNING file`,
    [TEMP_LICENSE_TTL_HOURS],
  );
  for (const row of rows) await deps.files.remove('temp-licenses', row.file);
}
