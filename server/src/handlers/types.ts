import type { FastifyReply, FastifyRequest } from 'fastify';
import type { OperationId, ResponseBody, RouteOf } from '../contract';

/**
 * The handler of an operation, typed by the contract (server/src/contract.gen.ts): its request's
 * params, query and body, and its success answer. Validation and security already ran. A handler
 * that sends its answer itself (a 204, a file, a JSON string) returns the reply.
 */
export type Handler<K extends OperationId = OperationId> = (
  request: FastifyRequest<RouteOf<K>>,
  reply: FastifyReply,
) => Promise<ResponseBody<K> | FastifyReply>;

/** A handler with route options. */
export interface Operation<K extends OperationId = OperationId> {
  handler: Handler<K>;
  /**
   * `contact`: the strict per-IP limit of forms that send e-mail (CONTACT_RATE_LIMIT per minute);
   * `none`: outside the API rate limit (health checks).
   */
  rateLimit?: 'contact' | 'none';
}

/** Handlers by operationId: only operations of the contract, each typed by its own. */
export type Handlers = { [K in OperationId]?: Handler<K> | Operation<K> };

/** Sends a string as a JSON string (Fastify would send a returned string as text/plain). */
export const jsonString = (reply: FastifyReply, value: string) =>
  reply.type('application/json; charset=utf-8').send(JSON.stringify(value));
