/**
 * Stopping without dropping requests (SIGTERM, SIGINT): the listener stops accepting connections,
 * requests in flight finish, and a request arriving on a keep-alive connection that is still open
 * gets 503 `shutting_down` with `Connection: close` (clients retry elsewhere) instead of a reset.
 * After a grace period the idle connections are closed and the process may exit.
 */
import { Server } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { ApiError } from './errors';

declare module 'fastify' {
  interface FastifyInstance {
    draining: boolean;
  }
}

/** Installs the hooks (from buildApp, before the instance is ready). */
export function registerDrain(app: FastifyInstance): void {
  app.decorate('draining', false);
  app.addHook('onRequest', async () => {
    if (app.draining)
      throw new ApiError(503, 'shutting_down', 'The server is restarting. Please try again in a moment.');
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (app.draining) reply.header('connection', 'close');
    return payload;
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Stops accepting, answers what arrives on open connections for `graceMs`, then closes the idle
 * connections and waits (at most `timeoutMs`) for the requests in flight before closing the instance.
 */
export async function drainAndClose(
  app: FastifyInstance,
  options: { graceMs: number; timeoutMs: number },
): Promise<void> {
  app.draining = true;
  if (app.server.listening) {
    // net.Server's close only stops the listener (its callback runs once every connection has
    // ended); http.Server's would also drop the idle keep-alive connections at once, resetting
    // requests already on their way over them.
    const ended = new Promise((resolve) => Server.prototype.close.call(app.server, resolve));
    await sleep(options.graceMs);
    app.server.closeIdleConnections();
    await Promise.race([ended, sleep(options.timeoutMs)]);
    app.server.closeAllConnections();
  }
  await app.close();
}
