/**
 * The contract as tests see it: paths by operationId, and answers checked against the response
 * schemas of `openapi/openapi.yaml` with Ajv (independently of Fastify's own serialization).
 */
import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { LightMyRequestResponse as InjectResponse } from 'fastify';
import { loadSpec, toDraft07 } from '../../src/openapi';
import { operation } from './apiRequest';

// ajv-formats is CommonJS: under native ESM its function is the default export's default.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (
  ajv: Ajv,
) => Ajv;

const spec = loadSpec();
toDraft07(spec);
export { operation, operations, pathOf } from './apiRequest';

const ajv = new Ajv({ strict: false, allErrors: true, validateSchema: false });
addFormats(ajv);
ajv.addSchema(spec as object, 'openapi.json');

const escapePointer = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');

function resolvePointer(pointer: string): unknown {
  return pointer
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>(
      (node, part) => (node as Record<string, unknown> | undefined)?.[part.replace(/~1/g, '/').replace(/~0/g, '~')],
      spec,
    );
}

const validators = new Map<string, ValidateFunction | null>();

/** The validator of an operation's JSON answer for a status; null when the document declares no body. */
function responseValidator(operationId: string, status: number): ValidateFunction | null {
  const key = `${operationId} ${status}`;
  if (validators.has(key)) return validators.get(key)!;
  const op = operation(operationId);
  let pointer = `#/paths/${escapePointer(op.path)}/${op.method.toLowerCase()}/responses/${status}`;
  let response = resolvePointer(pointer) as { $ref?: string; content?: Record<string, unknown> } | undefined;
  if (!response) throw new Error(`${operationId} does not declare a ${status} answer`);
  if (response.$ref) {
    pointer = response.$ref;
    response = resolvePointer(pointer) as typeof response;
  }
  const validator = response?.content?.['application/json']
    ? ajv.compile({ $ref: `openapi.json${pointer}/content/application~1json/schema` })
    : null;
  validators.set(key, validator);
  return validator;
}

/**
 * Asserts that the answer's status is declared for the operation and that its body matches the
 * declared schema (or is empty when none is declared).
 */
export function expectContract(operationId: string, response: InjectResponse): void {
  const validate = responseValidator(operationId, response.statusCode);
  if (!validate) {
    expect(response.body).toBe('');
    return;
  }
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const body: unknown = response.json();
  if (!validate(body)) {
    throw new Error(
      `${operationId} ${response.statusCode} answer does not match the contract: ${ajv.errorsText(validate.errors)}\n${response.body.slice(0, 500)}`,
    );
  }
}

const errorValidator = ajv.compile({ $ref: 'openapi.json#/components/schemas/Error' });

/** Whether the contract declares this answer of the operation as an HTML page (e.g. confirmEmail's 400). */
function declaresPage(operationId: string, status: number): boolean {
  const op = operation(operationId);
  const answer = resolvePointer(`#/paths/${escapePointer(op.path)}/${op.method.toLowerCase()}/responses/${status}`) as
    { content?: Record<string, unknown> } | undefined;
  return answer?.content?.['text/html'] !== undefined;
}

/**
 * Why an error answer does not match the contract's `Error` schema in JSON, or null when it does
 * (or, given its operation, when it is an HTML page the contract declares).
 */
export function errorBodyProblem(response: InjectResponse, operationId?: string): string | null {
  const type = String(response.headers['content-type'] ?? '');
  if (operationId && /^text\/html/.test(type) && declaresPage(operationId, response.statusCode)) return null;
  if (!/^application\/json/.test(type)) {
    return `content-type ${String(response.headers['content-type'])}`;
  }
  let body: unknown;
  try {
    body = JSON.parse(response.body);
  } catch {
    return `not JSON: ${response.body.slice(0, 100)}`;
  }
  return errorValidator(body) ? null : `${ajv.errorsText(errorValidator.errors)}: ${response.body.slice(0, 200)}`;
}

/** Whether the contract declares an answer with this status for the operation. */
export function declaresStatus(operationId: string, status: number): boolean {
  const op = operation(operationId);
  return (
    resolvePointer(`#/paths/${escapePointer(op.path)}/${op.method.toLowerCase()}/responses/${status}`) !== undefined
  );
}
