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
 * Resolves after the event loop has polled for I/O at least once more. While PGlite answers a queue
 * of requests the loop can be busy for seconds; a timer that fires then runs before the loop reads
 * what arrived meanwhile.
 */
const afterPendingIo = () => new Promise((resolve) => setImmediate(() => setImmediate(resolve)));

/**
 * Takes the connections the kernel has already accepted but the process has not (Node takes one per
 * turn of the event loop, and a busy loop leaves dozens waiting): closing the listener would reset
 * them. Returns once a turn passes with nothing to take, or at `deadline`.
 */
async function takeWaitingConnections(server: FastifyInstance['server'], deadline: number): Promise<void> {
  let taken = true;
  const onConnection = () => (taken = true);
  server.on('connection', onConnection);
  try {
    while (taken && Date.now() < deadline) {
      taken = false;
      await afterPendingIo();
    }
  } finally {
    server.off('connection', onConnection);
  }
}

/**
 * Answers 503 to what arrives from now on, takes the connections already waiting, stops accepting,
 * answers what arrives on open connections for `graceMs`, then closes the idle connections and waits
 * for the requests in flight before closing the instance: `timeoutMs` + `graceMs` at most in all.
 */
export async function drainAndClose(
  app: FastifyInstance,
  options: { graceMs: number; timeoutMs: number },
): Promise<void> {
  app.draining = true;
  if (app.server.listening) {
    const deadline = Date.now() + options.timeoutMs;
    await takeWaitingConnections(app.server, deadline);
    // net.Server's close only stops the listener (its callback runs once every connection has
    // ended); http.Server's would also drop the idle keep-alive connections at once, resetting
    // requests already on their way over them.
    const ended = new Promise((resolve) => Server.prototype.close.call(app.server, resolve));
    await sleep(options.graceMs);
    // A connection counts as idle until its request is read: read what has arrived first.
    await afterPendingIo();
    app.server.closeIdleConnections();
    await Promise.race([ended, sleep(Math.max(0, deadline - Date.now()))]);
    app.server.closeAllConnections();
  }
  await app.close();
}
