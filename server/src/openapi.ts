/**
 * The contract: where `openapi/openapi.yaml` is, the operations it declares, and which of them have
 * a server handler (used by `npm run api:check` and the tests).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { PROJECT_ROOT } from './paths';

export const SPEC_PATH = path.join(PROJECT_ROOT, 'openapi', 'openapi.yaml');

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

export interface OperationInfo {
  operationId: string;
  method: string;
  path: string;
  tag: string;
}

export type OpenApiDocument = {
  tags?: { name: string; 'x-client'?: boolean }[];
  paths?: Record<string, Record<string, { operationId?: string; tags?: string[] } | unknown>>;
  [key: string]: unknown;
};

export function loadSpec(specPath: string = SPEC_PATH): OpenApiDocument {
  return parse(readFileSync(specPath, 'utf8')) as OpenApiDocument;
}

export function listOperations(spec: OpenApiDocument): OperationInfo[] {
  const operations: OperationInfo[] = [];
  for (const [path, item] of Object.entries(spec.paths ?? {})) {
    for (const method of METHODS) {
      const op = item[method] as { operationId?: string; tags?: string[] } | undefined;
      if (!op) continue;
      operations.push({
        operationId: op.operationId ?? `${method} ${path}`,
        method: method.toUpperCase(),
        path,
        tag: op.tags?.[0] ?? '(untagged)',
      });
    }
  }
  return operations;
}

/**
 * The app's features: every tag of the document (declared, or used by an operation), except those
 * marked `x-client: false` (server-only operations such as health checks). Each has a client
 * generated into `src/features/<tag>/api/`.
 */
export function clientFeatures(spec: OpenApiDocument): string[] {
  const serverOnly = new Set((spec.tags ?? []).filter((tag) => tag['x-client'] === false).map((tag) => tag.name));
  const tags = new Set([...(spec.tags ?? []).map((tag) => tag.name), ...listOperations(spec).map((op) => op.tag)]);
  return [...tags].filter((tag) => !serverOnly.has(tag));
}

export interface HandlerCoverage {
  /** Operations of the document without a handler (they answer 501). */
  missing: OperationInfo[];
  /** Handlers whose name is not an operationId of the document (an error). */
  unknown: string[];
}

export function handlerCoverage(operations: OperationInfo[], handlerIds: Iterable<string>): HandlerCoverage {
  const ids = new Set(handlerIds);
  const declared = new Set(operations.map((o) => o.operationId));
  return {
    missing: operations.filter((o) => !ids.has(o.operationId)),
    unknown: [...ids].filter((id) => !declared.has(id)).sort(),
  };
}

/**
 * OpenAPI 3.0 schemas use draft-04 style `exclusiveMinimum: true` + `minimum: n`; Ajv (draft-07)
 * wants `exclusiveMinimum: n`. Rewrites a schema in place (Fastify compiles route schemas after
 * `onRoute`, so the server applies it there; tests apply it before validating answers).
 */
export function toDraft07(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) toDraft07(item);
    return;
  }
  if (typeof node !== 'object' || node === null) return;
  const schema = node as Record<string, unknown>;
  for (const [bound, limit] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (typeof schema[bound] === 'boolean') {
      if (schema[bound] === true && typeof schema[limit] === 'number') {
        schema[bound] = schema[limit];
        delete schema[limit];
      } else {
        delete schema[bound];
      }
    }
  }
  for (const value of Object.values(schema)) toDraft07(value);
}
