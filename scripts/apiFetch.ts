/**
 * The bench scripts' way to call a running server: by operationId, with path parameters, query and
 * body typed by the contract (server/test/support/apiRequest.ts, as callApi in the API tests), and
 * the answer typed by it. No Ajv here: the API tests check the answers, the benches time them.
 */
import type { OperationId, ResponseBody, Schemas } from '../server/src/contract';
import { notASuccess, requestOf, type ApiAnswer, type RequestArgs } from '../server/test/support/apiRequest';

export async function fetchApi<K extends OperationId>(
  baseUrl: string,
  operationId: K,
  ...[request = {}]: RequestArgs<K>
): Promise<ApiAnswer<K>> {
  const { method, url, headers, payload } = requestOf(operationId, request);
  const response = await fetch(baseUrl + url, {
    method,
    // A body goes as JSON; without one, no content type (as the app's client sends it).
    headers: payload === undefined ? headers : { 'content-type': 'application/json', ...headers },
    ...(payload === undefined ? {} : { body: JSON.stringify(payload) }),
  });
  const text = await response.text();
  const json: unknown = text ? JSON.parse(text) : undefined;
  return {
    status: response.status,
    get body() {
      if (response.status >= 300) throw notASuccess(operationId, response.status, text);
      return json as ResponseBody<K>;
    },
    error: json as Schemas['Error'],
  };
}
