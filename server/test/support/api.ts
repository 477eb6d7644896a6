/**
 * The one way API tests call the server: by operationId, with path parameters, query and body typed
 * by that operation in the contract, and the answer checked against the contract (Ajv) and typed
 * by it. A renamed field in openapi/openapi.yaml then fails `npm run typecheck` where a test uses it.
 * Tests whose point is hostile or invalid input call `app.inject` directly (and say so).
 */
import type { FastifyInstance, LightMyRequestResponse as InjectResponse } from 'fastify';
import type { OperationId, PathParams, QueryParams, RequestBody, ResponseBody, Schemas } from '../../src/contract';
import { expectContract, operation, pathOf } from './contract';

export interface ApiRequest<K extends OperationId> {
  params?: PathParams<K>;
  query?: QueryParams<K>;
  body?: RequestBody<K>;
  /** A body the contract refuses, sent as it is: for tests of what the server does with bad input. */
  invalidBody?: unknown;
  headers?: Record<string, string>;
  /** The Cookie header (a signed-in caller's session). */
  cookie?: string | undefined;
}

/** Path parameters are required when the operation's path has any. */
type Args<K extends OperationId> = [PathParams<K>] extends [never]
  ? [request?: ApiRequest<K>]
  : Record<string, never> extends PathParams<K>
    ? [request?: ApiRequest<K>]
    : [request: ApiRequest<K> & { params: PathParams<K> }];

export interface ApiAnswer<K extends OperationId> {
  status: number;
  /** The success answer's body, as the contract types it (read it after checking the status). */
  body: ResponseBody<K>;
  /** The `{code, message}` of an error answer. */
  error: Schemas['Error'];
  response: InjectResponse;
}

export async function callApi<K extends OperationId>(
  app: FastifyInstance,
  operationId: K,
  ...[request = {}]: Args<K>
): Promise<ApiAnswer<K>> {
  const query = Object.fromEntries(
    Object.entries((request.query ?? {}) as Record<string, unknown>).map(([name, value]) => [name, String(value)]),
  );
  const response = await app.inject({
    method: operation(operationId).method as 'GET',
    url: pathOf(operationId, (request.params ?? {}) as Record<string, string | number>),
    query,
    headers: { ...request.headers, ...(request.cookie ? { cookie: request.cookie } : {}) },
    ...(request.body === undefined && request.invalidBody === undefined
      ? {}
      : { payload: (request.body ?? request.invalidBody) as object }),
  });
  expectContract(operationId, response);
  return {
    status: response.statusCode,
    get body() {
      return response.json<ResponseBody<K>>();
    },
    get error() {
      return response.json<Schemas['Error']>();
    },
    response,
  };
}
