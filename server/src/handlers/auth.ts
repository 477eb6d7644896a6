/**
 * Tag `auth`: sign-up with an activation e-mail, one-time links (activation, password reset),
 * sign-in with a password or Google, sign-out, session checks and reCAPTCHA. Messages follow the
 * spec; the app translates by `code`. Wire-compatible with BookCars (204 for "no / not found").
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  confirmAccount,
  createUnverifiedDriver,
  findTokenOwner,
  hashPassword,
  linkOf,
  passwordMatches,
  sendActivationEmail,
  sendPasswordResetEmail,
  SUMMARY_COLUMNS,
  summaryOf,
  type SummaryRow,
  type UserSummary,
} from '../accounts';
import type { RequestBody } from '../contract';
import { emailConfirmationPage } from '../emailConfirmationPage';
import { ApiError, badRequest, forbidden } from '../errors';
import { GoogleTokenError } from '../googleSignIn';
import { isId, newId } from '../ids';
import { assertNotLimited, consumeRate, recordEvent } from '../rateLimits';
import { requireHuman } from '../recaptcha';
import { issueSession, revokeAllSessions, revokeSession } from '../sessions';
import type { AppDeps } from '../types';
import { toLanguage, type Language } from '../validation';
import type { Handlers } from './types';

interface AccountRow extends SummaryRow {
  password_hash: string | null;
  type: 'admin' | 'supplier' | 'user';
  google_id: string | null;
}

const ACCOUNT_COLUMNS = `${SUMMARY_COLUMNS}, password_hash, type, google_id`;

async function findByEmail(deps: Pick<AppDeps, 'db'>, email: string): Promise<AccountRow | null> {
  const { rows } = await deps.db.query<AccountRow>(
    `SELECT ${ACCOUNT_COLUMNS} FROM users WHERE lower(email) = lower($1)`,
    [email.trim()],
  );
  return rows[0] ?? null;
}

/** A suspended account gets its summary (`blacklisted: true`) and no session, so the app can say why. */
async function signInAs(reply: FastifyReply, row: AccountRow, stayConnected: boolean): Promise<UserSummary> {
  if (!row.blacklisted) await issueSession(reply, row.id, stayConnected);
  return summaryOf(row);
}

const noContent = (reply: FastifyReply) => reply.code(204).send();

/** The visitor's first language of ours in Accept-Language (a page for a link that names no valid account). */
function acceptedLanguage(request: FastifyRequest): Language {
  const tags = (request.headers['accept-language'] ?? '').split(',');
  return toLanguage(tags.map((tag) => tag.trim().slice(0, 2).toLowerCase()).find((code) => toLanguage(code) === code));
}

type SocialSignInBody = RequestBody<'socialSignIn'>;

/** Full name for a new Google account: the token's name, else the e-mail's local part. */
const nameFromEmail = (email: string) => email.split('@')[0]!.slice(0, 200) || email;

async function googleSignIn(
  request: FastifyRequest,
  reply: FastifyReply,
  body: SocialSignInBody,
): Promise<UserSummary> {
  const { deps } = request.server;
  if (!deps.google)
    throw new ApiError(501, 'google_sign_in_disabled', 'Google sign-in is not configured on this server.');
  let identity;
  try {
    identity = await deps.google.verify(body.accessToken);
  } catch (error) {
    if (error instanceof GoogleTokenError && error.kind === 'invalid') {
      throw badRequest('invalid_token', 'The Google sign-in token is invalid or expired.');
    }
    request.log.warn({ err: error }, 'Google sign-in unavailable');
    throw new ApiError(502, 'provider_unavailable', 'Google sign-in is unavailable right now. Please try again later.');
  }
  const { rows } = await deps.db.query<AccountRow>(`SELECT ${ACCOUNT_COLUMNS} FROM users WHERE google_id = $1`, [
    identity.sub,
  ]);
  let row = rows[0] ?? null;
  if (!row) {
    // Linking to an existing account by e-mail is safe only when Google vouches for the address.
    if (!identity.emailVerified)
      throw badRequest('email_not_verified', 'This Google account’s e-mail address is not verified.');
    const existing = await findByEmail(deps, identity.email);
    if (existing) {
      if (existing.type !== 'user') throw forbidden('not_a_driver', 'This account cannot sign in here.');
      const linked = await deps.db.query<AccountRow>(
        `UPDATE users SET google_id = $2, verified = true, verified_at = COALESCE(verified_at, now()),
                avatar = COALESCE(avatar, $3), updated_at = now()
          WHERE id = $1 RETURNING ${ACCOUNT_COLUMNS}`,
        [existing.id, identity.sub, identity.picture],
      );
      row = linked.rows[0]!;
    } else {
      const created = await deps.db.query<AccountRow>(
        `INSERT INTO users (id, email, full_name, language, avatar, verified, verified_at, google_id, type)
         VALUES ($1, $2, $3, 'en', $4, true, now(), $5, 'user') RETURNING ${ACCOUNT_COLUMNS}`,
        [
          newId(),
          identity.email,
          (identity.name ?? nameFromEmail(identity.email)).slice(0, 200),
          identity.picture,
          identity.sub,
        ],
      );
      row = created.rows[0]!;
    }
  }
  if (row.type !== 'user') throw forbidden('not_a_driver', 'This account cannot sign in here.');
  return signInAs(reply, row, body.stayConnected === true);
}

export const authHandlers: Handlers = {
  async signUp(request, reply) {
    const body = request.body;
    const { deps } = request.server;
    await requireHuman(request, reply, 'signUp', body.recaptchaToken);
    await consumeRate(request, reply, 'account-mail', { address: body.email });
    const { id } = await createUnverifiedDriver(deps, body);
    try {
      await sendActivationEmail(deps, id);
    } catch (error) {
      // Nothing half-done: without its activation e-mail the account is removed again.
      await deps.db.query('DELETE FROM users WHERE id = $1', [id]);
      throw error;
    }
    return true;
  },

  async checkToken(request, reply) {
    const { type, userId, email, token } = request.params;
    if (type !== 'frontend' || !isId(userId)) return noContent(reply);
    const owner = await findTokenOwner(request.server.deps, userId, token, email);
    return owner ? true : noContent(reply);
  },

  async deleteTokens(request) {
    const { userId } = request.params;
    if (!isId(userId)) throw badRequest('invalid_id', 'Invalid user id.');
    // Using a link already consumed it; this public call only clears the user's expired links, so
    // nobody can cancel someone else's valid link with it.
    await request.server.deps.db.query('DELETE FROM tokens WHERE user_id = $1 AND expires_at <= now()', [userId]);
    return true;
  },

  async resend(request, reply) {
    const { type, email, reset } = request.params;
    const { deps } = request.server;
    if (type !== 'frontend') throw forbidden('wrong_app_type', 'Drivers use the frontend app type.');
    await consumeRate(request, reply, 'account-mail', { address: email });
    const user = await findByEmail(deps, email);
    if (!user) return noContent(reply);
    if (user.type !== 'user') throw forbidden('not_a_driver', 'This account is not a driver account.');
    if (reset) await sendPasswordResetEmail(deps, user.id);
    else await sendActivationEmail(deps, user.id);
    return true;
  },

  async confirmEmail(request, reply) {
    const { email, token } = request.params;
    const { deps } = request.server;
    const owner = await findTokenOwner(deps, null, token, email);
    const page = (language: Language, outcome: 'confirmed' | 'invalid') =>
      reply
        .code(outcome === 'confirmed' ? 200 : 400)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(
          emailConfirmationPage(language, outcome, { name: deps.config.siteName, url: `${deps.config.publicUrl}/` }),
        );
    if (owner?.purpose !== 'activate') return page(acceptedLanguage(request), 'invalid');
    // An account created at checkout has no password yet: the app's page asks for one.
    if (!owner.hasPassword) return reply.redirect(linkOf(deps.config, 'activate', owner, token), 303);
    await confirmAccount(deps, owner.userId, null);
    const { rows } = await deps.db.query<{ language: string }>('SELECT language FROM users WHERE id = $1', [
      owner.userId,
    ]);
    return page(toLanguage(rows[0]?.language), 'confirmed');
  },

  async activate(request, reply) {
    const { userId, token, password } = request.body;
    const { deps } = request.server;
    if (!isId(userId)) return noContent(reply);
    const owner = await findTokenOwner(deps, userId, token);
    if (!owner) return noContent(reply);
    // The password is asked once: at sign-up, or here for an account created without one, or on reset.
    const choosesPassword = owner.purpose === 'reset-password' || !owner.hasPassword;
    if (choosesPassword && password === undefined)
      throw badRequest('password_required', 'Choose a password for this account.');
    if (!choosesPassword && password !== undefined) {
      throw badRequest(
        'password_already_set',
        'This account already has its password: the activation link only confirms the e-mail address.',
      );
    }
    await confirmAccount(deps, userId, password === undefined ? null : await hashPassword(password));
    // A reset means the old password may be known to someone else: end every session.
    if (owner.purpose === 'reset-password') await revokeAllSessions(reply, userId);
    return true;
  },

  async validateEmail(request, reply) {
    const { email } = request.body;
    await consumeRate(request, reply, 'account-lookup');
    const user = await findByEmail(request.server.deps, email);
    return user ? noContent(reply) : true;
  },

  async signIn(request, reply) {
    const { email, password, stayConnected } = request.body;
    await assertNotLimited(request, reply, 'sign-in', { address: email });
    const user = await findByEmail(request.server.deps, email);
    const ok = await passwordMatches(password, user?.password_hash ?? null);
    if (!user || !ok || user.type !== 'user') {
      await recordEvent(request, 'sign-in', { address: email });
      return noContent(reply);
    }
    return signInAs(reply, user, stayConnected === true);
  },

  async socialSignIn(request, reply) {
    const body = request.body;
    if (body.socialSignInType !== 'google') {
      throw badRequest('provider_not_supported', `Sign-in with ${body.socialSignInType} is not supported.`);
    }
    return googleSignIn(request, reply, body);
  },

  async signOut(request, reply) {
    await revokeSession(request, reply);
    return true;
  },

  async validateAccessToken() {
    // The cookieAuth security handler already checked the session.
    return true;
  },

  async resendLink(request, reply) {
    const { email } = request.body;
    const auth = request.auth!;
    if (email.trim().toLowerCase() !== auth.email.toLowerCase()) {
      throw forbidden('forbidden', 'You can only confirm your own e-mail address.');
    }
    const { rows } = await request.server.deps.db.query<{ verified: boolean }>(
      'SELECT verified FROM users WHERE id = $1',
      [auth.userId],
    );
    if (rows[0]?.verified) throw badRequest('already_verified', 'Your e-mail address is already confirmed.');
    await consumeRate(request, reply, 'account-mail', { address: auth.email });
    await sendActivationEmail(request.server.deps, auth.userId);
    return true;
  },

  async verifyRecaptcha(request, reply) {
    const { token } = request.params;
    const { recaptcha } = request.server.deps;
    if (!recaptcha.enabled) return true;
    // The caller's address comes from the connection, never from the path.
    return (await recaptcha.verify(token, request.ip)) ? true : noContent(reply);
  },
};
