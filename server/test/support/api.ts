/**
 * The one way API tests call the server: by operationId, with path parameters, query and body typed
 * by that operation in the contract (see apiRequest.ts), and the answer checked against the
 * contract (Ajv) and typed by it. A renamed field in openapi/openapi.yaml then fails
 * `npm run typecheck` where a test uses it. Tests whose point is bytes or media types the contract
 * cannot describe call `app.inject` directly (and say so).
 */
import type { FastifyInstance, LightMyRequestResponse as InjectResponse } from 'fastify';
import type { OperationId, ResponseBody, Schemas } from '../../src/contract';
import { notASuccess, requestOf, type ApiAnswer, type RequestArgs } from './apiRequest';
import { expectContract } from './contract';

export async function callApi<K extends OperationId>(
  app: FastifyInstance,
  operationId: K,
  ...[request = {}]: RequestArgs<K>
): Promise<ApiAnswer<K> & { response: InjectResponse }> {
  const { method, url, headers, payload } = requestOf(operationId, request);
  const response = await app.inject({
    method: method as 'GET',
    url,
    headers,
    ...(request.remoteAddress ? { remoteAddress: request.remoteAddress } : {}),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  expectContract(operationId, response);
  return {
    status: response.statusCode,
    get body() {
      if (response.statusCode >= 300) throw notASuccess(operationId, response.statusCode, response.body);
      return response.json<ResponseBody<K>>();
    },
    get error() {
      return response.json<Schemas['Error']>();
    },
    response,
  };
}
