/** What every handler can reach through `request.server.deps`, and the signed-in caller. */
import type { Config } from './config';
import type { Db } from './db/index';
import type { FileStore } from './fileStore';
import type { GoogleIdTokenVerifier } from './googleSignIn';
import type { IpCountryLookup } from './ipLookup';
import type { Mailer } from './mail/index';
import type { RecaptchaVerifier } from './recaptcha';

export interface AppDeps {
  db: Db;
  mailer: Mailer;
  config: Config;
  /** Uploaded files: the data folder, or the database with DATABASE_URL. */
  files: FileStore;
  ipLookup: IpCountryLookup;
  recaptcha: RecaptchaVerifier;
  /** null when GOOGLE_CLIENT_ID is not set (Google sign-in off). */
  google: GoogleIdTokenVerifier | null;
}

/** The caller of a request that passed the `cookieAuth` security handler. */
export interface AuthContext {
  userId: string;
  sessionId: string;
  email: string;
  fullName: string;
  language: string;
  type: 'admin' | 'supplier' | 'user';
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}
