/**
 * Calls to the server's API by operationId, typed by the contract (server/src/contract.ts): the
 * path comes from openapi/openapi.yaml, the body is the operation's RequestBody and the answer its
 * ResponseBody, so a renamed field fails `npm run typecheck` in the test that sends or reads it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { parse } from 'yaml';
import type { OperationId, PathParams, QueryParams, RequestBody, ResponseBody } from '../../../server/src/contract';

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

// The same file the server is built on (tests run from the repository root). Read here rather than
// through server/src/openapi.ts, whose import.meta the browser tests' CommonJS transform cannot load.
const spec = parse(readFileSync(path.join(process.cwd(), 'openapi/openapi.yaml'), 'utf8')) as {
  paths: Record<string, Record<string, { operationId?: string }>>;
};
const routes = new Map<string, { method: string; path: string }>();
for (const [route, item] of Object.entries(spec.paths)) {
  for (const method of METHODS) {
    const operationId = item[method]?.operationId;
    if (operationId) routes.set(operationId, { method: method.toUpperCase(), path: route });
  }
}

/** Required when the operation has a required member of this kind, optional otherwise, absent when it has none. */
type Member<Name extends string, T> = [T] extends [never]
  ? { [N in Name]?: never }
  : Record<string, never> extends T
    ? { [N in Name]?: T }
    : { [N in Name]: T };

/** What a call sends: path parameters and a body when the operation has them, and optionally a session. */
export type Call<K extends OperationId> = Member<'params', PathParams<K>> &
  Member<'query', QueryParams<K>> &
  (unknown extends RequestBody<K> ? { body?: never } : Member<'body', RequestBody<K>>) & {
    /** A `Cookie` header, e.g. the page's session from `cookieOf(page)`. */
    cookie?: string;
    headers?: Record<string, string>;
  };

export interface Answer<K extends OperationId> {
  status: number;
  headers: Headers;
  /**
   * The JSON answer, typed as the operation's success (a 4xx or 5xx carries `{code, message}`: check
   * `status` first); null for a 204 or an answer that is not JSON.
   */
  body: ResponseBody<K> | null;
}

/** What every call has, whatever its operation (generic conditional types do not narrow inside). */
interface AnyCall {
  params?: object;
  query?: object;
  body?: unknown;
  cookie?: string;
  headers?: Record<string, string>;
}

/** The operation's path with `{name}` replaced by its URI-encoded parameter, and its query string. */
function pathOf(operationId: OperationId, call: AnyCall): string {
  const route = routes.get(operationId);
  if (!route) throw new Error(`no operation ${operationId} in openapi/openapi.yaml`);
  const params = (call.params ?? {}) as Record<string, string | number | boolean>;
  const pathname = route.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (!(name in params)) throw new Error(`${operationId} needs the path parameter ${name}`);
    return encodeURIComponent(String(params[name]));
  });
  const query = new URLSearchParams(
    Object.entries((call.query ?? {}) as Record<string, unknown>).map(([name, value]) => [name, String(value)]),
  ).toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** The call argument, which may be left out when the operation needs nothing. */
type CallArgument<K extends OperationId> = Record<string, never> extends Call<K> ? [call?: Call<K>] : [call: Call<K>];

/** Sends the operation to the server at `baseUrl`, whatever the status of the answer. */
export async function request<K extends OperationId>(
  baseUrl: string,
  operationId: K,
  ...[argument]: CallArgument<K>
): Promise<Answer<K>> {
  const call: AnyCall = argument ?? {};
  const { method } = routes.get(operationId) ?? { method: '' };
  const headers: Record<string, string> = { ...call.headers };
  if (call.cookie) headers.cookie = call.cookie;
  if (call.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${baseUrl}${pathOf(operationId, call)}`, {
    method,
    headers,
    ...(call.body === undefined ? {} : { body: JSON.stringify(call.body) }),
  });
  const json = (response.headers.get('content-type') ?? '').includes('application/json');
  return {
    status: response.status,
    headers: response.headers,
    body: json ? ((await response.json()) as ResponseBody<K>) : null,
  };
}

/** Sends the operation and returns its JSON answer; any other answer fails the test with its status. */
export async function api<K extends OperationId>(
  baseUrl: string,
  operationId: K,
  ...call: CallArgument<K>
): Promise<ResponseBody<K>> {
  const answer = await request(baseUrl, operationId, ...call);
  if (answer.status >= 300 || answer.body === null) {
    throw new Error(`${operationId} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  }
  return answer.body;
}

/** The page's cookies for `baseUrl` as a `Cookie` header: calls made as the signed-in driver. */
export async function cookieOf(page: Page, baseUrl: string): Promise<string> {
  const cookies = await page.context().cookies(baseUrl);
  return cookies.map(({ name, value }) => `${name}=${value}`).join('; ');
}
