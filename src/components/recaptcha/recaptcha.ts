/**
 * The reCAPTCHA v3 seam (sign-up, contact, checkout): on only when a site key is configured, and
 * skipped on Safari (spec §5), where the server accepts the call without a token under a stricter rate
 * limit. The server checks the token with the caller's IP; the browser never
 * calls an IP service. Loading has a timeout, since Google may be unreachable.
 */
import { env } from '@/config/env';
import { isSafari } from '@/domain/userAgent';

export const RECAPTCHA_LOAD_TIMEOUT_MS = 8000;

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}
type RecaptchaWindow = Window & { grecaptcha?: Grecaptcha };

/** Whether a token must be sent: a site key is configured and the browser is not Safari. */
export function recaptchaEnabled(
  siteKey = env.recaptchaSiteKey,
  userAgent = typeof navigator === 'undefined' ? '' : navigator.userAgent,
): boolean {
  return Boolean(siteKey) && !isSafari(userAgent);
}

let script: Promise<Grecaptcha> | undefined;

function loadRecaptcha(siteKey: string): Promise<Grecaptcha> {
  script ??= new Promise<Grecaptcha>((resolve, reject) => {
    const element = document.createElement('script');
    element.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
    element.async = true;
    const timer = window.setTimeout(() => reject(new Error('reCAPTCHA timed out')), RECAPTCHA_LOAD_TIMEOUT_MS);
    element.onload = () => {
      const api = (window as RecaptchaWindow).grecaptcha;
      if (!api) return reject(new Error('reCAPTCHA did not start'));
      api.ready(() => {
        window.clearTimeout(timer);
        resolve(api);
      });
    };
    element.onerror = () => {
      window.clearTimeout(timer);
      reject(new Error('reCAPTCHA could not be loaded'));
    };
    document.head.appendChild(element);
  }).catch((error: unknown) => {
    script = undefined;
    throw error;
  });
  return script;
}

/** Starts loading the script early (e.g. when a protected form appears); harmless when disabled. */
export function preloadRecaptcha(): void {
  if (recaptchaEnabled()) void loadRecaptcha(env.recaptchaSiteKey).catch(() => undefined);
}

/**
 * A token for `action`, or undefined when reCAPTCHA is off. Rejects when it is on but Google
 * cannot be reached: the form then says so and keeps what was typed.
 */
export async function recaptchaToken(action: string): Promise<string | undefined> {
  if (!recaptchaEnabled()) return undefined;
  const api = await loadRecaptcha(env.recaptchaSiteKey);
  return api.execute(env.recaptchaSiteKey, { action });
}
