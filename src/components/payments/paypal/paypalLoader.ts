import type { PayPalNamespace, PayPalScriptOptions } from '@paypal/paypal-js';
import type { SupportedLanguage } from '@/domain/language';

/**
 * The seam in front of PayPal's SDK: the app loads the real script, tests pass a fake. The
 * `@paypal/paypal-js` loader is imported on first use only, so it is not part of /checkout's
 * initial JavaScript, and nothing is fetched from PayPal before the driver chooses to pay online.
 */
export type PayPalLoader = (options: PayPalScriptOptions) => Promise<PayPalNamespace | null>;

export const loadPayPalScript: PayPalLoader = async (options) => {
  const { loadScript } = await import(/* webpackChunkName: "paypal-loader" */ '@paypal/paypal-js');
  return loadScript(options);
};

/** PayPal gives up silently on some networks: past this, the load counts as failed. */
export const PAYPAL_LOAD_TIMEOUT_MS = 20_000;

export class PayPalTimeoutError extends Error {
  constructor() {
    super('PayPal did not load in time');
    this.name = 'PayPalTimeoutError';
  }
}

/** Resolves or rejects like `promise`, or rejects with PayPalTimeoutError after `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new PayPalTimeoutError()), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

const LOCALES: Record<SupportedLanguage, string> = { fr: 'fr_FR', es: 'es_ES', en: 'en_US' };

/** The SDK options of spec §9: capture intent, the charged currency, the page's language. */
export function paypalScriptOptions(
  clientId: string,
  currency: string,
  language: SupportedLanguage,
): PayPalScriptOptions {
  return { clientId, currency, intent: 'capture', locale: LOCALES[language], components: ['buttons', 'card-fields'] };
}
