/**
 * Redux DevTools sanitizers. Secrets never belong in Redux, but RTK Query keeps mutation arguments
 * in `meta.arg.originalArgs` and its cache, so any key that looks secret is redacted before
 * anything reaches the DevTools monitor (and therefore its export, see `features.export`).
 */
const SECRET_KEY = /password|card|cvv|cvc|token|secret/i;

export const REDACTED = '[redacted]';

export function redactSecrets<T>(value: T): T {
  if (Array.isArray(value)) return value.map(redactSecrets) as T;
  if (value && typeof value === 'object') {
    const copy: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) copy[key] = SECRET_KEY.test(key) ? REDACTED : redactSecrets(inner);
    return copy as T;
  }
  return value;
}
