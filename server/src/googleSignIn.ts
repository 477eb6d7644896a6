/**
 * Google sign-in: the browser gets an ID token (a JWT) from Google Identity Services; the server
 * verifies its RS256 signature against Google's published keys (JWKS, fetched with a timeout and
 * cached), its issuer, its audience (GOOGLE_CLIENT_ID) and its expiry before trusting any claim.
 * Tests inject a local key set (jose `createLocalJWKSet`) through the same seam.
 */
import { createRemoteJWKSet, errors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { Config } from './config';

export const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];

export interface GoogleIdentity {
  /** Google's stable account id. */
  sub: string;
  email: string;
  emailVerified: boolean;
  name: string | null;
  picture: string | null;
}

/** `invalid`: the token is not a valid Google ID token for us; `unavailable`: Google's keys could not be fetched. */
export class GoogleTokenError extends Error {
  constructor(
    readonly kind: 'invalid' | 'unavailable',
    message: string,
  ) {
    super(message);
    this.name = 'GoogleTokenError';
  }
}

export interface GoogleIdTokenVerifier {
  verify(idToken: string): Promise<GoogleIdentity>;
}

const UNAVAILABLE_CODES = new Set(['ERR_JWKS_TIMEOUT', 'ERR_JWKS_INVALID']);

export function createGoogleVerifier(clientId: string, keys: JWTVerifyGetKey): GoogleIdTokenVerifier {
  return {
    async verify(idToken) {
      let payload;
      try {
        ({ payload } = await jwtVerify(idToken, keys, {
          algorithms: ['RS256'],
          issuer: GOOGLE_ISSUERS,
          audience: clientId,
          requiredClaims: ['sub', 'exp', 'iat'],
        }));
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (error instanceof errors.JOSEError && !UNAVAILABLE_CODES.has(code ?? '')) {
          throw new GoogleTokenError('invalid', `Invalid Google ID token (${code}).`);
        }
        // Network failure, timeout or a malformed key set: not the driver's fault.
        throw new GoogleTokenError('unavailable', 'Google’s signing keys could not be fetched.');
      }
      const { sub, email, email_verified: emailVerified, name, picture } = payload as Record<string, unknown>;
      if (typeof sub !== 'string' || typeof email !== 'string' || !email) {
        throw new GoogleTokenError('invalid', 'The Google ID token has no e-mail address.');
      }
      return {
        sub,
        email,
        emailVerified: emailVerified === true || emailVerified === 'true',
        name: typeof name === 'string' && name.trim() ? name.trim() : null,
        picture: typeof picture === 'string' && /^https:\/\//.test(picture) ? picture : null,
      };
    },
  };
}

/** The real verifier (Google's JWKS over HTTPS), or null when GOOGLE_CLIENT_ID is not set. */
export function createGoogleVerifierFromConfig(
  config: Pick<Config, 'googleClientId' | 'googleJwksUrl' | 'googleTimeoutMs'>,
): GoogleIdTokenVerifier | null {
  if (!config.googleClientId) return null;
  const keys = createRemoteJWKSet(new URL(config.googleJwksUrl), { timeoutDuration: config.googleTimeoutMs });
  return createGoogleVerifier(config.googleClientId, keys);
}
