/**
 * The server's view of the contract: the request and response types of each operation, read off
 * the types that `npm run api:gen` generates from openapi/openapi.yaml (contract.gen.ts). Handlers,
 * tests and scripts use these instead of copies, so a changed shape fails `npm run typecheck`.
 */
import type { BookingActionReason, BookingActions, BookingStatus } from '../../src/domain/bookingActions';
import type { components, operations } from './contract.gen';

export type Schemas = components['schemas'];
export type OperationId = keyof operations;

type Parameters<K extends OperationId> = operations[K]['parameters'];
type Never<T> = [T] extends [never] ? Record<string, never> : Exclude<T, undefined>;

export type PathParams<K extends OperationId> = Never<Parameters<K>['path']>;
export type QueryParams<K extends OperationId> = Never<Parameters<K>['query']>;

type Content<T> = T extends { content: infer C } ? C : never;
/** The JSON body (multipart bodies are read with request.parts(), so they stay unknown). */
export type RequestBody<K extends OperationId> =
  Content<operations[K]['requestBody']> extends { 'application/json': infer B } ? B : unknown;

type SuccessStatus = 200 | 201 | 202;
/** The JSON answer of the operation's success statuses (204s carry no body). */
export type ResponseBody<K extends OperationId> = {
  [S in keyof operations[K]['responses']]: S extends SuccessStatus
    ? Content<operations[K]['responses'][S]> extends {
        'application/json': infer R;
      }
      ? R
      : never
    : never;
}[keyof operations[K]['responses']];

/** Fastify's route generic for the operation's request. */
export interface RouteOf<K extends OperationId> {
  Params: PathParams<K>;
  Querystring: QueryParams<K>;
  Body: RequestBody<K>;
}

/** True when A and B are the same type. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Holds<T extends true> = T;

/**
 * The contract's types that src/domain writes out (the domain imports neither the app nor the
 * server): a change on either side fails `npm run typecheck` here.
 */
export type DomainSpeaksTheContract = [
  Holds<Same<BookingStatus, Schemas['BookingStatus']>>,
  Holds<Same<BookingActionReason, Schemas['BookingActionReason']>>,
  Holds<Same<BookingActions, Schemas['BookingActions']>>,
];
