/**
 * A call of one operation of the contract, as API tests (callApi, over inject) and bench scripts
 * (fetchApi, over HTTP) make it: path parameters, query and body typed by the operationId, the path
 * built from `openapi/openapi.yaml`. Free of Jest and Ajv, so scripts load it too.
 */
import type { OperationId, PathParams, QueryParams, RequestBody, ResponseBody, Schemas } from '../../src/contract';
import { listOperations, loadSpec, type OperationInfo } from '../../src/openapi';

export const operations: OperationInfo[] = listOperations(loadSpec());

export function operation(operationId: string): OperationInfo {
  const found = operations.find((o) => o.operationId === operationId);
  if (!found) throw new Error(`No operation ${operationId} in openapi/openapi.yaml`);
  return found;
}

/** The operation's path with `{param}` replaced (values are URI-encoded). */
export function pathOf(operationId: string, params: Record<string, string | number> = {}): string {
  return operation(operationId).path.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (!(name in params)) throw new Error(`Missing path parameter ${name} for ${operationId}`);
    return encodeURIComponent(String(params[name]));
  });
}

export interface ApiRequest<K extends OperationId> {
  params?: PathParams<K>;
  query?: QueryParams<K>;
  body?: RequestBody<K>;
  /** A body the contract refuses, sent as it is: for tests of what the server does with bad input. */
  invalidBody?: unknown;
  headers?: Record<string, string>;
  /** The Cookie header (a signed-in caller's session). */
  cookie?: string | undefined;
  /** The caller's IP address (callApi only: inject's connection address; 127.0.0.1 by default). */
  remoteAddress?: string;
}

/** The request argument: required when the operation's path has parameters. */
export type RequestArgs<K extends OperationId> = [PathParams<K>] extends [never]
  ? [request?: ApiRequest<K>]
  : Record<string, never> extends PathParams<K>
    ? [request?: ApiRequest<K>]
    : [request: ApiRequest<K> & { params: PathParams<K> }];

export interface ApiAnswer<K extends OperationId> {
  status: number;
  /** The success answer's body, as the contract types it; reading it on an error answer throws notASuccess. */
  body: ResponseBody<K>;
  /** The `{code, message}` of an error answer. */
  error: Schemas['Error'];
}

/** Method, path with its query string, headers and payload of the call. */
export function requestOf<K extends OperationId>(operationId: K, request: ApiRequest<K>) {
  const query = new URLSearchParams(
    Object.entries((request.query ?? {}) as Record<string, unknown>).map(([name, value]) => [name, String(value)]),
  ).toString();
  const payload = request.body ?? request.invalidBody;
  return {
    method: operation(operationId).method,
    url: pathOf(operationId, (request.params ?? {}) as Record<string, string | number>) + (query ? `?${query}` : ''),
    headers: { ...request.headers, ...(request.cookie ? { cookie: request.cookie } : {}) },
    payload,
  };
}

/**
 * What reading the success body of an error answer throws: the operation, the status and the
 * server's reason (a request the contract no longer accepts, such as one sending a renamed field,
 * gets 400 invalid_request naming the property), instead of a TypeError further on.
 */
export function notASuccess(operationId: string, status: number, text: string): Error {
  let reason = text.slice(0, 200);
  try {
    const { code, message } = JSON.parse(text) as Schemas['Error'];
    reason = `${code} (${message})`;
  } catch {
    // Not JSON: its first bytes say enough.
  }
  return new Error(`${operationId} answered ${status} ${reason}, not a success`);
}
