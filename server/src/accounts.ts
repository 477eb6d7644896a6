/**
 * Driver accounts: creating an unverified driver (sign-up, guest checkout), the one-time links of
 * activation and password reset (only a SHA-256 of each token is stored), and the e-mails that
 * carry them, in the driver's language. Passwords are hashed with bcrypt (cost 10).
 */
import { createHash, randomBytes } from 'node:crypto';
import bcrypt from 'bcryptjs';
import { isOldEnough, isValidPhone, PASSWORD_MIN_LENGTH } from '../../src/domain/account';
import { ApiError, badRequest, mailFailed } from './errors';
import { newId } from './ids';
import { composeMail } from './mail/index';
import type { AppDeps } from './types';
import { isEmail, toLanguage, type Language } from './validation';

/** The signed-in driver as sign-in and a visitor's checkout answer it (contract `UserSummary`): never a secret. */
export interface UserSummary {
  _id: string;
  email: string;
  fullName: string;
  language: Language;
  enableEmailNotifications: boolean;
  blacklisted: boolean;
  avatar: string | null;
  verified: boolean;
}

export interface SummaryRow {
  id: string;
  email: string;
  full_name: string;
  language: Language;
  enable_email_notifications: boolean;
  blacklisted: boolean;
  avatar: string | null;
  verified: boolean;
}

export const SUMMARY_COLUMNS =
  'id, email, full_name, language, enable_email_notifications, blacklisted, avatar, verified';

export const summaryOf = (row: SummaryRow): UserSummary => ({
  _id: row.id,
  email: row.email,
  fullName: row.full_name,
  language: row.language,
  enableEmailNotifications: row.enable_email_notifications,
  blacklisted: row.blacklisted,
  avatar: row.avatar,
  verified: row.verified,
});

export async function userSummary(deps: Pick<AppDeps, 'db'>, userId: string): Promise<UserSummary> {
  const { rows } = await deps.db.query<SummaryRow>(`SELECT ${SUMMARY_COLUMNS} FROM users WHERE id = $1`, [userId]);
  if (!rows[0]) throw new ApiError(500, 'internal_error', 'The account could not be read.');
  return summaryOf(rows[0]);
}

export const BCRYPT_COST = 10;

export const hashPassword = (password: string): Promise<string> => bcrypt.hash(password, BCRYPT_COST);

/** Compares with a hash; a missing hash (no password set) never matches, in about the same time. */
const DUMMY_HASH = bcrypt.hashSync('timing-equalizer', BCRYPT_COST);
export async function passwordMatches(password: string, hash: string | null): Promise<boolean> {
  const ok = await bcrypt.compare(password, hash ?? DUMMY_HASH);
  return ok && hash !== null;
}

export const emailTaken = () => badRequest('email_taken', 'This email address is already registered.');

export function checkPassword(password: string): void {
  if (password.length < PASSWORD_MIN_LENGTH) {
    throw badRequest('password_too_short', `The password must be at least ${PASSWORD_MIN_LENGTH} characters long.`);
  }
}

export function checkPhone(phone: string): string {
  const trimmed = phone.trim();
  if (!isValidPhone(trimmed)) throw badRequest('invalid_phone', 'Invalid phone number');
  return trimmed;
}

export function checkFullName(fullName: string): string {
  const trimmed = fullName.trim().replace(/\s+/g, ' ');
  if (!trimmed) throw badRequest('invalid_full_name', 'Please fill in the field(s): full name');
  return trimmed;
}

/** The birth date as YYYY-MM-DD, refused when the driver is younger than the configured minimum age. */
export function checkBirthDate(deps: Pick<AppDeps, 'config'>, birthDate: string, now = new Date()): string {
  const date = new Date(birthDate);
  if (Number.isNaN(date.getTime()) || date.getTime() > now.getTime()) {
    throw badRequest('invalid_birth_date', 'Invalid birth date.');
  }
  const day = date.toISOString().slice(0, 10);
  const minimumAge = deps.config.minimumAge;
  if (!isOldEnough(day, minimumAge, now)) {
    throw badRequest('too_young', `The driver must be at least ${minimumAge} years old.`);
  }
  return day;
}

export interface NewDriver {
  email: string;
  fullName: string;
  phone: string;
  birthDate: string;
  language: string;
  /** Sign-up sets one; accounts created at checkout get theirs from the activation link. */
  password?: string;
}

/** Postgres unique violation (both PGlite and node-postgres expose the SQLSTATE as `code`). */
const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23505';

/**
 * Creates an unverified driver. Throws 400 `email_taken` ('This email address is already
 * registered.') for a registered address, and 400 with the failed rule's code for bad input
 * (`invalid_email`, `invalid_phone`, `invalid_full_name`, `invalid_birth_date`, `too_young`,
 * `password_too_short`). Pass `{ ...deps, db: tx }` to create it inside a transaction.
 */
export async function createUnverifiedDriver(
  deps: Pick<AppDeps, 'db' | 'config'>,
  input: NewDriver,
): Promise<{ id: string }> {
  const email = input.email.trim();
  if (!isEmail(email)) throw badRequest('invalid_email', 'Invalid email address');
  const fullName = checkFullName(input.fullName);
  const phone = checkPhone(input.phone);
  const birthDate = checkBirthDate(deps, input.birthDate);
  const language = toLanguage(input.language);
  let passwordHash: string | null = null;
  if (input.password !== undefined) {
    checkPassword(input.password);
    passwordHash = await hashPassword(input.password);
  }
  const id = newId();
  try {
    await deps.db.query(
      `INSERT INTO users (id, email, password_hash, full_name, phone, birth_date, language, verified, active, blacklisted, type)
       VALUES ($1, $2, $3, $4, $5, $6, $7, false, true, false, 'user')`,
      [id, email, passwordHash, fullName, phone, birthDate, language],
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
  return { id };
}

export type LinkPurpose = 'activate' | 'reset-password';

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

/** Creates a one-time token for the user (replacing older ones of the same purpose); returns it in clear. */
async function createToken(
  deps: Pick<AppDeps, 'db' | 'config'>,
  userId: string,
  purpose: LinkPurpose,
): Promise<string> {
  const token = randomBytes(32).toString('hex');
  const expiresAt = new Date(Date.now() + deps.config.accountLinkTtlSeconds * 1000);
  await deps.db.transaction(async (tx) => {
    await tx.query('DELETE FROM tokens WHERE user_id = $1 AND purpose = $2', [userId, purpose]);
    await tx.query('INSERT INTO tokens (id, user_id, token_hash, purpose, expires_at) VALUES ($1, $2, $3, $4, $5)', [
      newId(),
      userId,
      sha256(token),
      purpose,
      expiresAt,
    ]);
  });
  return token;
}

export interface TokenOwner {
  userId: string;
  email: string;
  purpose: LinkPurpose;
  /** Chosen at sign-up; an account created at checkout has none until its activation. */
  hasPassword: boolean;
}

/**
 * The user a link's token belongs to, when it is valid (right user, not expired) and the account
 * is a driver's; null otherwise. `email`, when given, must be the account's (case-insensitive);
 * `userId` may be null for a link that names only the address (BookCars' /api/confirm-email).
 */
export async function findTokenOwner(
  deps: Pick<AppDeps, 'db'>,
  userId: string | null,
  token: string,
  email?: string,
): Promise<TokenOwner | null> {
  const { rows } = await deps.db.query<{ user_id: string; email: string; purpose: LinkPurpose; has_password: boolean }>(
    `SELECT t.user_id, u.email, t.purpose, u.password_hash IS NOT NULL AS has_password
       FROM tokens t JOIN users u ON u.id = t.user_id
      WHERE t.token_hash = $1 AND ($2::text IS NULL OR t.user_id = $2) AND t.expires_at > now()
        AND t.purpose IN ('activate', 'reset-password') AND u.type = 'user'`,
    [sha256(token), userId],
  );
  const row = rows[0];
  if (!row) return null;
  if (email !== undefined && row.email.toLowerCase() !== email.trim().toLowerCase()) return null;
  return { userId: row.user_id, email: row.email, purpose: row.purpose, hasPassword: row.has_password };
}

interface LinkMail {
  subject: (site: string) => string;
  /** `hasPassword`: the account has its password, so an activation link only confirms the address. */
  text: (name: string, site: string, link: string, hours: number, hasPassword: boolean) => string;
}

export const ACTIVATION_MAIL: Record<Language, LinkMail> = {
  en: {
    subject: (site) => `Activate your ${site} account`,
    text: (name, site, link, hours, hasPassword) =>
      `Hello ${name},\n\nPlease confirm your e-mail address${hasPassword ? '' : ' and choose your password'} to activate your ${site} account:\n\n${link}\n\n` +
      `This link expires in ${hours} hours. If it has expired, open it anyway to get a new one.\n\nIf you did not create this account, ignore this e-mail.`,
  },
  fr: {
    subject: (site) => `Activez votre compte ${site}`,
    text: (name, site, link, hours, hasPassword) =>
      `Bonjour ${name},\n\nConfirmez votre adresse e-mail${hasPassword ? '' : ' et choisissez votre mot de passe'} pour activer votre compte ${site} :\n\n${link}\n\n` +
      `Ce lien expire dans ${hours} heures. S’il a expiré, ouvrez-le quand même pour en recevoir un nouveau.\n\nSi vous n’avez pas créé ce compte, ignorez cet e-mail.`,
  },
  es: {
    subject: (site) => `Active su cuenta de ${site}`,
    text: (name, site, link, hours, hasPassword) =>
      `Hola ${name}:\n\nConfirme su dirección de correo electrónico${hasPassword ? '' : ' y elija su contraseña'} para activar su cuenta de ${site}:\n\n${link}\n\n` +
      `Este enlace caduca en ${hours} horas. Si ha caducado, ábralo de todos modos para recibir uno nuevo.\n\nSi no ha creado esta cuenta, ignore este correo.`,
  },
};

export const RESET_MAIL: Record<Language, LinkMail> = {
  en: {
    subject: (site) => `Reset your ${site} password`,
    text: (name, site, link, hours) =>
      `Hello ${name},\n\nSomeone asked to reset the password of your ${site} account. To choose a new password, open:\n\n${link}\n\n` +
      `This link expires in ${hours} hours. If you did not ask for it, ignore this e-mail: your password stays the same.`,
  },
  fr: {
    subject: (site) => `Réinitialisez votre mot de passe ${site}`,
    text: (name, site, link, hours) =>
      `Bonjour ${name},\n\nUne réinitialisation du mot de passe de votre compte ${site} a été demandée. Pour choisir un nouveau mot de passe, ouvrez :\n\n${link}\n\n` +
      `Ce lien expire dans ${hours} heures. Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : votre mot de passe ne change pas.`,
  },
  es: {
    subject: (site) => `Restablezca su contraseña de ${site}`,
    text: (name, site, link, hours) =>
      `Hola ${name}:\n\nSe ha solicitado restablecer la contraseña de su cuenta de ${site}. Para elegir una nueva contraseña, abra:\n\n${link}\n\n` +
      `Este enlace caduca en ${hours} horas. Si no lo ha solicitado, ignore este correo: su contraseña no cambia.`,
  },
};

async function sendLink(deps: AppDeps, userId: string, purpose: LinkPurpose): Promise<void> {
  const { rows } = await deps.db.query<{ email: string; full_name: string; language: string; has_password: boolean }>(
    'SELECT email, full_name, language, password_hash IS NOT NULL AS has_password FROM users WHERE id = $1',
    [userId],
  );
  const user = rows[0];
  if (!user) throw new ApiError(404, 'not_found', 'No such user.');
  const token = await createToken(deps, userId, purpose);
  const link = linkOf(deps.config, purpose, { userId, email: user.email, hasPassword: user.has_password }, token);
  const language = toLanguage(user.language);
  const mail = (purpose === 'activate' ? ACTIVATION_MAIL : RESET_MAIL)[language];
  const hours = Math.max(1, Math.round(deps.config.accountLinkTtlSeconds / 3600));
  const text = mail.text(user.full_name, deps.config.siteName, link, hours, user.has_password);
  try {
    await deps.mailer.send(
      composeMail(language, { to: user.email, subject: mail.subject(deps.config.siteName), text }),
    );
  } catch {
    // An unsent link must not stay valid-but-unknown; the caller answers 502 `mail_failed`.
    await deps.db.query('DELETE FROM tokens WHERE user_id = $1 AND purpose = $2', [userId, purpose]);
    throw mailFailed();
  }
}

/**
 * A link's address. An activation link of an account that has its password only confirms the
 * address: with CONFIRM_EMAIL_LINK=api it is BookCars' `/api/confirm-email/<email>/<token>`, which
 * answers a page itself; otherwise, and to choose a password, the app's page.
 */
export function linkOf(
  config: Pick<AppDeps['config'], 'publicUrl' | 'confirmEmailLink'>,
  purpose: LinkPurpose,
  user: { userId: string; email: string; hasPassword: boolean },
  token: string,
): string {
  if (purpose === 'activate' && user.hasPassword && config.confirmEmailLink === 'api')
    return `${config.publicUrl}/api/confirm-email/${encodeURIComponent(user.email)}/${token}`;
  const page = purpose === 'activate' ? '/activate' : '/reset-password';
  const query = new URLSearchParams({ u: user.userId, e: user.email, t: token });
  return `${config.publicUrl}${page}?${query.toString()}`;
}

/**
 * Marks the account active and verified (setting its password when one is given) and consumes
 * its links.
 */
export async function confirmAccount(deps: Pick<AppDeps, 'db'>, userId: string, passwordHash: string | null) {
  await deps.db.transaction(async (tx) => {
    await tx.query(
      `UPDATE users SET password_hash = COALESCE($2, password_hash), verified = true, verified_at = COALESCE(verified_at, now()),
              active = true, updated_at = now()
        WHERE id = $1`,
      [userId, passwordHash],
    );
    await tx.query('DELETE FROM tokens WHERE user_id = $1', [userId]);
  });
}

/**
 * E-mails a one-day activation link (see linkOf), replacing any earlier one. Throws 502
 * `mail_failed` when the e-mail cannot be sent.
 */
export function sendActivationEmail(deps: AppDeps, userId: string): Promise<void> {
  return sendLink(deps, userId, 'activate');
}

/** E-mails a one-day link to `/reset-password?u=&e=&t=`. Throws 502 `mail_failed` when it cannot be sent. */
export function sendPasswordResetEmail(deps: AppDeps, userId: string): Promise<void> {
  return sendLink(deps, userId, 'reset-password');
}
