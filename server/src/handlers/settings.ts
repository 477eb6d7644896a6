/**
 * Tag `settings`: the signed-in driver's own account — profile, language, e-mail notifications,
 * avatar, password and driver's licence. Every id in a path or body must be the caller's: another
 * user's id answers exactly like a missing one (204, or 404 for the licence file), never data.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { checkBirthDate, checkFullName, checkPhone, hashPassword, passwordMatches } from '../accounts';
import { badRequest, notFound } from '../errors';
import { assertNotLimited, recordEvent } from '../rateLimits';
import { revokeOtherSessions } from '../sessions';
import { attachNewLicense, createTempLicense, deleteTempLicense, removeLicense, sendOwnLicense } from '../licenses';
import { AVATAR_MAX_BYTES, IMAGE_KINDS, randomFileName, readUpload } from '../uploads';
import type { Language } from '../validation';
import { jsonString, type Handlers } from './types';

interface UserRow {
  id: string;
  email: string;
  phone: string | null;
  full_name: string;
  verified: boolean;
  language: Language;
  enable_email_notifications: boolean;
  avatar: string | null;
  type: 'admin' | 'supplier' | 'user';
  blacklisted: boolean;
  birth_date: string | null;
  license: string | null;
  location: string | null;
  bio: string | null;
  password_hash: string | null;
}

/** True when `id` is the caller's own user id. */
const isOwn = (request: FastifyRequest, id: unknown) => typeof id === 'string' && id === request.auth?.userId;

const noContent = (reply: FastifyReply) => reply.code(204).send();

async function ownRow(request: FastifyRequest): Promise<UserRow | null> {
  const { rows } = await request.server.deps.db.query<UserRow>(
    `SELECT id, email, phone, full_name, verified, language, enable_email_notifications, avatar, type, blacklisted,
            birth_date, license, location, bio, password_hash
       FROM users WHERE id = $1`,
    [request.auth!.userId],
  );
  return rows[0] ?? null;
}

/** Password checks count as sign-in attempts: a stolen session cannot brute-force the password. */
async function checkCurrentPassword(
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
  password: string,
): Promise<boolean> {
  await assertNotLimited(request, reply, 'sign-in', { address: user.email });
  const ok = await passwordMatches(password, user.password_hash);
  if (!ok) await recordEvent(request, 'sign-in', { address: user.email });
  return ok;
}

export const settingsHandlers: Handlers = {
  async updateLanguage(request, reply) {
    const { id, language } = request.body;
    if (!isOwn(request, id)) return noContent(reply);
    await request.server.deps.db.query('UPDATE users SET language = $2, updated_at = now() WHERE id = $1', [
      id,
      language,
    ]);
    return true;
  },

  async getUser(request, reply) {
    const { id } = request.params;
    if (!isOwn(request, id)) return noContent(reply);
    const user = await ownRow(request);
    if (!user) return noContent(reply);
    return {
      _id: user.id,
      email: user.email,
      phone: user.phone,
      fullName: user.full_name,
      verified: user.verified,
      language: user.language,
      enableEmailNotifications: user.enable_email_notifications,
      avatar: user.avatar,
      type: user.type,
      blacklisted: user.blacklisted,
      birthDate: user.birth_date ? `${user.birth_date}T00:00:00.000Z` : null,
      license: user.license,
      location: user.location,
      bio: user.bio,
    };
  },

  async updateUser(request, reply) {
    const body = request.body;
    if (!isOwn(request, body._id)) return noContent(reply);
    const { deps } = request.server;
    const fullName = checkFullName(body.fullName);
    const phone = checkPhone(body.phone);
    const birthDate = checkBirthDate(deps, body.birthDate);
    // Location and bio are BookCars' (our app has neither): absent keeps them, "" clears them.
    const optional = (value: string | undefined) => (value === undefined ? undefined : value.trim() || null);
    await deps.db.query(
      `UPDATE users SET full_name = $2, phone = $3, birth_date = $4,
              location = CASE WHEN $5 THEN $6 ELSE location END, bio = CASE WHEN $7 THEN $8 ELSE bio END,
              updated_at = now()
        WHERE id = $1`,
      [
        body._id,
        fullName,
        phone,
        birthDate,
        body.location !== undefined,
        optional(body.location) ?? null,
        body.bio !== undefined,
        optional(body.bio) ?? null,
      ],
    );
    return true;
  },

  async updateEmailNotifications(request, reply) {
    const { _id: id, enableEmailNotifications } = request.body;
    if (!isOwn(request, id)) return noContent(reply);
    await request.server.deps.db.query(
      'UPDATE users SET enable_email_notifications = $2, updated_at = now() WHERE id = $1',
      [id, enableEmailNotifications],
    );
    return true;
  },

  async updateAvatar(request, reply) {
    const { userId } = request.params;
    if (!isOwn(request, userId)) return noContent(reply);
    const { deps } = request.server;
    const upload = await readUpload(request, {
      field: 'image',
      kinds: IMAGE_KINDS,
      maxBytes: AVATAR_MAX_BYTES,
      errors: 'image',
    });
    const name = randomFileName(upload.kind, `${userId}-`);
    await deps.files.put('avatars', name, upload.buffer);
    const { rows } = await deps.db.query<{ old: string | null }>(
      'UPDATE users u SET avatar = $2, updated_at = now() FROM (SELECT avatar AS old FROM users WHERE id = $1) o WHERE u.id = $1 RETURNING o.old',
      [userId, name],
    );
    await deps.files.remove('avatars', rows[0]?.old);
    return jsonString(reply, name);
  },

  async deleteAvatar(request, reply) {
    const { userId } = request.params;
    if (!isOwn(request, userId)) return noContent(reply);
    const { deps } = request.server;
    const { rows } = await deps.db.query<{ old: string | null }>(
      'UPDATE users u SET avatar = NULL, updated_at = now() FROM (SELECT avatar AS old FROM users WHERE id = $1) o WHERE u.id = $1 RETURNING o.old',
      [userId],
    );
    await deps.files.remove('avatars', rows[0]?.old);
    return true;
  },

  async checkPassword(request, reply) {
    const { userId, password } = request.params;
    if (!isOwn(request, userId)) return noContent(reply);
    const user = await ownRow(request);
    if (!user?.password_hash) return noContent(reply);
    return (await checkCurrentPassword(request, reply, user, password)) ? true : noContent(reply);
  },

  async changePassword(request, reply) {
    const body = request.body;
    if (!isOwn(request, body._id)) return noContent(reply);
    const user = await ownRow(request);
    if (!user) return noContent(reply);
    // The current password is checked whenever the account has one, whatever `strict` says.
    if (user.password_hash) {
      if (!(await checkCurrentPassword(request, reply, user, body.password ?? ''))) return noContent(reply);
      if (await passwordMatches(body.newPassword, user.password_hash)) {
        throw badRequest('same_password', 'The new password must be different from the current one.');
      }
    }
    const passwordHash = await hashPassword(body.newPassword);
    await request.server.deps.db.query('UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1', [
      user.id,
      passwordHash,
    ]);
    await revokeOtherSessions(reply, user.id, request.auth!.sessionId);
    return true;
  },

  async hasPassword(request, reply) {
    const { userId } = request.params;
    if (!isOwn(request, userId)) return noContent(reply);
    const user = await ownRow(request);
    return user?.password_hash ? true : noContent(reply);
  },

  createLicense: {
    // Public uploads: the strict per-IP limit of forms keeps anyone from filling the disk.
    rateLimit: 'contact',
    async handler(request, reply) {
      return jsonString(reply, await createTempLicense(request));
    },
  },

  async updateLicense(request, reply) {
    const { id } = request.params;
    if (!isOwn(request, id)) return noContent(reply);
    return jsonString(reply, await attachNewLicense(request, id));
  },

  async deleteLicense(request, reply) {
    const { id } = request.params;
    if (!isOwn(request, id)) return noContent(reply);
    await removeLicense(request.server.deps, id);
    return true;
  },

  async deleteTempLicense(request) {
    const { file } = request.params;
    await deleteTempLicense(request.server.deps, file);
    return true;
  },

  async getLicense(request, reply) {
    const { userId } = request.params;
    if (!isOwn(request, userId)) throw notFound('No driver’s licence.');
    const user = await ownRow(request);
    return sendOwnLicense(request.server.deps, reply, user?.license ?? null);
  },
};
