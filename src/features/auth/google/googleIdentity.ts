/**
 * The Google Identity Services seam: loads Google's script with a timeout and renders its button.
 * Nothing here is reachable offline, so callers treat every failure as "Google sign-in unavailable".
 */
import { env } from '@/config/env';

export const GOOGLE_SCRIPT_URL = 'https://accounts.google.com/gsi/client';
export const GOOGLE_LOAD_TIMEOUT_MS = 8000;

/** Social providers of spec §3: all known, only Google can be switched on (by its client id). */
export const socialProviders = {
  google: Boolean(env.googleClientId),
  facebook: false,
  apple: false,
} as const;

export interface GoogleIdentity {
  /** Renders Google's own button into `parent`; `onCredential` receives the ID token (a JWT). */
  renderButton(parent: HTMLElement, options: { locale: string; onCredential: (credential: string) => void }): void;
}

export type LoadGoogleIdentity = (clientId: string) => Promise<GoogleIdentity>;

interface GoogleAccountsId {
  initialize(options: { client_id: string; callback: (response: { credential?: string }) => void }): void;
  renderButton(parent: HTMLElement, options: Record<string, string | number>): void;
}
type GoogleWindow = Window & {
  google?: { accounts?: { id?: GoogleAccountsId } };
};

let script: Promise<GoogleAccountsId> | undefined;

function loadScript(timeoutMs: number): Promise<GoogleAccountsId> {
  script ??= new Promise<GoogleAccountsId>((resolve, reject) => {
    const found = (window as GoogleWindow).google?.accounts?.id;
    if (found) return resolve(found);
    const element = document.createElement('script');
    element.src = GOOGLE_SCRIPT_URL;
    element.async = true;
    const timer = window.setTimeout(() => reject(new Error('Google Identity Services timed out')), timeoutMs);
    element.onload = () => {
      window.clearTimeout(timer);
      const api = (window as GoogleWindow).google?.accounts?.id;
      if (api) resolve(api);
      else reject(new Error('Google Identity Services did not start'));
    };
    element.onerror = () => {
      window.clearTimeout(timer);
      reject(new Error('Google Identity Services could not be loaded'));
    };
    document.head.appendChild(element);
  }).catch((error: unknown) => {
    script = undefined; // a later visit may try again
    throw error;
  });
  return script;
}

/** The real integration: Google's script, one callback per rendered button. */
export const loadGoogleIdentity: LoadGoogleIdentity = async (clientId) => {
  const api = await loadScript(GOOGLE_LOAD_TIMEOUT_MS);
  return {
    renderButton(parent, { locale, onCredential }) {
      api.initialize({
        client_id: clientId,
        callback: (response) => response.credential && onCredential(response.credential),
      });
      api.renderButton(parent, {
        type: 'standard',
        theme: 'outline',
        size: 'large',
        text: 'signin_with',
        locale,
      });
    },
  };
};

export interface GoogleProfile {
  email?: string;
  name?: string;
  picture?: string;
}

/**
 * The profile in a Google ID token, read from the JWT's middle section (base64url JSON). Only for
 * pre-filling: the server verifies the token's signature against Google's keys before trusting it.
 */
export function decodeJwtPayload(token: string): GoogleProfile | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const base64 = part
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(part.length / 4) * 4, '=');
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const payload = JSON.parse(new TextDecoder().decode(bytes)) as Record<string, unknown>;
    const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
    return {
      email: text(payload.email),
      name: text(payload.name),
      picture: text(payload.picture),
    };
  } catch {
    return null;
  }
}
