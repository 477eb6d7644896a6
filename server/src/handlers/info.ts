/**
 * Tag `info`: site-wide settings, visitor country, contact form, newsletter and the exchange-rate snapshot.
 */
import type { FastifyRequest } from 'fastify';
import { periodRules } from '../checkout/bookingRules';
import { ApiError, badRequest, mailFailed } from '../errors';
import { newId } from '../ids';
import { composeMail, escapeHtml, oneLine, textToHtml } from '../mail/index';
import { paymentCapabilities } from '../payments/gateway';
import { requireHuman } from '../recaptcha';
import type { AppDeps } from '../types';
import { isEmail, toLanguage, type Language } from '../validation';
import { jsonString, type Handlers } from './types';

export const WELCOME: Record<
  Language,
  { subject: (site: string) => string; text: (site: string, contact: string) => string }
> = {
  en: {
    subject: (site) => `Welcome to the ${site} newsletter`,
    text: (site, contact) =>
      `Thank you for subscribing to the ${site} newsletter.\n\nYou will receive our deals and travel news by e-mail. ` +
      `To unsubscribe, write to ${contact}.`,
  },
  fr: {
    subject: (site) => `Bienvenue dans la lettre d’information ${site}`,
    text: (site, contact) =>
      `Merci de vous être abonné à la lettre d’information ${site}.\n\nVous recevrez nos offres et nos actualités par e-mail. ` +
      `Pour vous désabonner, écrivez à ${contact}.`,
  },
  es: {
    subject: (site) => `Bienvenido al boletín de ${site}`,
    text: (site, contact) =>
      `Gracias por suscribirse al boletín de ${site}.\n\nRecibirá nuestras ofertas y novedades por correo electrónico. ` +
      `Para darse de baja, escriba a ${contact}.`,
  },
};

/**
 * Stores the subscription (once per address, case-insensitive) and welcomes new subscribers. The
 * answer is the same whether the address was new or not, so it reveals nothing; only a new
 * subscription gets the welcome e-mail, so repeating the call cannot flood an inbox. If the
 * welcome e-mail cannot be sent, the subscription is removed again and the caller gets `mail_failed`.
 */
async function subscribe(deps: AppDeps, request: FastifyRequest, email: string, language: Language): Promise<void> {
  const { db, mailer, config } = deps;
  const id = newId();
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO newsletter_subscriptions (id, email, language) VALUES ($1, $2, $3)
     ON CONFLICT ((lower(email))) DO UPDATE SET language = EXCLUDED.language, updated_at = now()
     RETURNING id`,
    [id, email, language],
  );
  if (rows[0]?.id !== id) return; // already subscribed
  const welcome = WELCOME[language];
  const text = welcome.text(config.siteName, config.contactEmail);
  try {
    await mailer.send(composeMail(language, { to: email, subject: welcome.subject(config.siteName), text }));
  } catch (error) {
    request.log.error({ err: error }, 'newsletter welcome e-mail failed');
    await db.query('DELETE FROM newsletter_subscriptions WHERE id = $1', [id]);
    throw mailFailed();
  }
}

/** Rates are given with 6 significant digits (the stored table has at most that). */
const significant = (value: number) => Number(value.toPrecision(6));

export const infoHandlers: Handlers = {
  /**
   * The dated exchange-rate snapshot for `base`: one stored table (1 EUR = per_eur), every other
   * base derived as cross rates. Public and the same for everyone: cacheable for an hour.
   */
  async getCurrencyRates(request, reply) {
    const base = request.params.base.toUpperCase();
    const { rows } = await request.server.deps.db.query<{ currency: string; per_eur: number; as_of: string }>(
      'SELECT currency, per_eur, as_of FROM currency_rates ORDER BY currency',
    );
    const baseRow = rows.find((row) => row.currency === base);
    if (!baseRow) throw new ApiError(404, 'currency_not_found', 'Currency not found');
    const rates: Record<string, number> = {};
    for (const row of rows) {
      if (row.currency !== base) rates[row.currency] = significant(row.per_eur / baseRow.per_eur);
    }
    const date = rows.reduce((latest, row) => (row.as_of > latest ? row.as_of : latest), baseRow.as_of);
    reply.header('cache-control', 'public, max-age=3600');
    return { base, date, rates };
  },

  async getSettings(request) {
    // The rules checkout and amendments enforce, as they read them.
    const rules = await periodRules(request.server.deps.db);
    return { ...rules, payments: paymentCapabilities(request.server.deps) };
  },

  /** A JSON string (`"FR"`): Fastify would send a bare string as text/plain, so it is encoded here. */
  async getCountryCode(request, reply) {
    const { ipLookup, config } = request.server.deps;
    let country: string | null = null;
    try {
      country = await ipLookup.lookup(request.ip);
    } catch (error) {
      request.log.warn({ err: error }, 'IP lookup failed');
    }
    const code = country && /^[A-Z]{2}$/.test(country) ? country : config.defaultCountry;
    return jsonString(reply, code);
  },

  /**
   * Contact form. The recipient is always CONTACT_EMAIL: the body's `to` is ignored, so this can
   * never relay mail to an address chosen by the caller. Signed in: the account's address is the
   * sender; visitor: `from` is required. `isContactForm: false` (BookCars' newsletter form, which
   * posts here) subscribes the sender to the newsletter instead of mailing the contact address.
   */
  sendEmail: {
    rateLimit: 'contact',
    async handler(request, reply) {
      const deps = request.server.deps;
      const body = request.body;
      // A bot must not be able to mail the site's owner (when reCAPTCHA is enabled).
      await requireHuman(request, reply, 'sendEmail', body.recaptchaToken);
      const auth = request.auth;
      const sender = auth ? auth.email : body.from?.trim();
      if (!sender || !isEmail(sender)) {
        throw badRequest('invalid_email', 'A valid sender e-mail address is required.');
      }
      if (body.isContactForm === false) {
        await subscribe(deps, request, sender, toLanguage(auth?.language));
        return true;
      }
      const subject = oneLine(body.subject ?? '');
      const message = (body.message ?? '').trim();
      if (!subject) throw badRequest('invalid_request', 'The subject is empty.');
      if (!message) throw badRequest('invalid_request', 'The message is empty.');

      const who = auth ? `${auth.fullName} <${sender}> (signed-in driver)` : `${sender} (visitor)`;
      const text = `Message sent with the contact form of ${deps.config.siteName}.\n\nFrom: ${who}\nSubject: ${subject}\n\n${message}\n`;
      const html =
        `<p>Message sent with the contact form of ${escapeHtml(deps.config.siteName)}.</p>\n` +
        `<p><strong>From:</strong> ${escapeHtml(who)}<br>\n<strong>Subject:</strong> ${escapeHtml(subject)}</p>\n` +
        textToHtml(message);
      try {
        await deps.mailer.send({
          to: deps.config.contactEmail,
          subject: `[Contact] ${subject}`,
          text,
          html,
          replyTo: sender,
        });
      } catch (error) {
        request.log.error({ err: error }, 'contact e-mail failed');
        throw mailFailed();
      }
      return true;
    },
  },

  subscribeNewsletter: {
    rateLimit: 'contact',
    async handler(request) {
      const body = request.body;
      const email = body.email.trim();
      if (!isEmail(email)) throw badRequest('invalid_email', 'Invalid e-mail address.');
      await subscribe(request.server.deps, request, email, toLanguage(body.language));
      return true;
    },
  },
};
