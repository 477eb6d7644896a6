import type { FastifyReply, FastifyRequest } from 'fastify';

/** A handler named after its operationId. Validation and security already ran. */
export type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/** A handler with route options. */
export interface Operation {
  handler: Handler;
  /**
   * `contact`: the strict per-IP limit of forms that send e-mail (CONTACT_RATE_LIMIT per minute);
   * `none`: outside the API rate limit (health checks).
   */
  rateLimit?: 'contact' | 'none';
}

export type Handlers = Record<string, Handler | Operation>;

/** Sends a string as a JSON string (Fastify would send a returned string as text/plain). */
export const jsonString = (reply: FastifyReply, value: string) => reply.type('application/json; charset=utf-8').send(JSON.stringify(value));
