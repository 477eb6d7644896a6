/**
 * Tag `operations`: liveness (`getHealth`, the process answers; never the database, so a database
 * outage does not make a balancer restart every instance) and readiness (`getReady`, the database
 * answers and has every migration this version needs). Neither counts against the API rate limit.
 * `getOpenApiDocument` serves the contract the routes are built from.
 */
import { ApiError } from '../errors';
import { listMigrations } from '../db/migrate';
import { loadSpec, type OpenApiDocument } from '../openapi';
import type { Handlers } from './types';

const notReady = (reason: string) => new ApiError(503, 'not_ready', reason);

let contract: OpenApiDocument | undefined;

export const operationsHandlers: Handlers = {
  getHealth: { handler: async () => true, rateLimit: 'none' },

  getReady: {
    rateLimit: 'none',
    async handler(request) {
      let applied: Set<string>;
      try {
        const { rows } = await request.server.deps.db.query<{ version: string }>(
          'SELECT version FROM schema_migrations',
        );
        applied = new Set(rows.map((row) => row.version));
      } catch (error) {
        request.log.warn({ err: error }, 'readiness: database unreachable');
        throw notReady('The database is unreachable.');
      }
      const pending = listMigrations().filter((migration) => !applied.has(migration.version));
      if (pending.length > 0)
        throw notReady(`Migrations pending: ${pending.map((m) => `${m.version}_${m.name}`).join(', ')}.`);
      return true;
    },
  },

  getOpenApiDocument: async () => (contract ??= loadSpec()),
};
