/**
 * reCAPTCHA: the server checks the browser's token and the caller's IP with Google's siteverify
 * endpoint, behind a seam with a timeout. Off unless both RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET
 * are set; when on, sign-up, contact and checkout call `requireHuman` before doing anything.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isSafari } from '../../src/domain/userAgent';
import type { Config } from './config';
import { badRequest } from './errors';
import { consumeRate } from './rateLimits';

export interface RecaptchaVerifier {
  readonly enabled: boolean;
  /** true when Google vouches for the token; false for a bad token, a timeout or an unreachable service. */
  verify(token: string, ip: string): Promise<boolean>;
}

/** reCAPTCHA v3 scores below this are treated as bots (Google's suggested threshold). */
export const MIN_SCORE = 0.5;

export const disabledRecaptcha: RecaptchaVerifier = {
  enabled: false,
  async verify() {
    return true;
  },
};

export function createRecaptchaVerifier(
  config: Pick<Config, 'recaptchaSiteKey' | 'recaptchaSecret' | 'recaptchaVerifyUrl' | 'recaptchaTimeoutMs'>,
  fetchImpl: typeof fetch = fetch,
): RecaptchaVerifier {
  const secret = config.recaptchaSecret;
  if (!config.recaptchaSiteKey || !secret) return disabledRecaptcha;
  return {
    enabled: true,
    async verify(token, ip) {
      if (!token) return false;
      try {
        const response = await fetchImpl(config.recaptchaVerifyUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ secret, response: token, remoteip: ip }).toString(),
          signal: AbortSignal.timeout(config.recaptchaTimeoutMs),
        });
        if (!response.ok) return false;
        const answer = (await response.json()) as { success?: unknown; score?: unknown };
        if (answer.success !== true) return false;
        return typeof answer.score !== 'number' || answer.score >= MIN_SCORE;
      } catch {
        // Fail closed: an unverifiable token is not a human check.
        return false;
      }
    },
  };
}

/** The operations a bot could abuse, each with its own budget for Safari callers. */
export type HumanCheckedOperation = 'signUp' | 'sendEmail' | 'checkout';

/**
 * Refuses the request (400 `recaptcha_failed`) unless reCAPTCHA is off or the token passes for the
 * caller's IP. Call it first in operations that a bot could abuse (sign-up, contact, checkout).
 * Safari gets no token (the app skips reCAPTCHA there, spec §5), so a Safari caller without one is
 * let through, RECAPTCHA_SAFARI_RATE_LIMIT times per client and window for each operation (429 after):
 * a user agent is easily claimed, so that budget is what bounds a bot pretending to be Safari.
 */
export async function requireHuman(
  request: FastifyRequest,
  reply: FastifyReply,
  operation: HumanCheckedOperation,
  token: string | undefined,
): Promise<void> {
  const { recaptcha, config } = request.server.deps;
  if (!recaptcha.enabled) return;
  if (!token && isSafari(request.headers['user-agent'] ?? '')) {
    await consumeRate(request, reply, `unverified-${operation}`, { clientLimit: config.recaptchaSafariRateLimit });
    return;
  }
  if (!token || !(await recaptcha.verify(token, request.ip))) {
    throw badRequest('recaptcha_failed', 'The reCAPTCHA check failed. Please try again.');
  }
}
