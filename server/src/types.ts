/** What every handler can reach through `request.server.deps`, and the signed-in caller. */
import type { Config } from './config';
import type { Db } from './db/index';
import type { IpCountryLookup } from './ipLookup';
import type { Mailer } from './mail/index';

export interface AppDeps {
  db: Db;
  mailer: Mailer;
  config: Config;
  ipLookup: IpCountryLookup;
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
