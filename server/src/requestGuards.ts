/**
 * What every API request must satisfy before a handler sees it, whatever a client sends: only the
 * media types its operation declares (415), a body no larger than its operation reads (413 from the
 * announced length, before reading), JSON no deeper than the contract needs (400, checked before
 * parsing), no NUL character anywhere (400: PostgreSQL text cannot hold one), and the contract's
 * `{code, message}` body for the errors Node answers on its own (431 for headers over 16 KB), and no
 * state-changing request a browser sends from another site or origin (403).
 */
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { ApiError, badRequest, forbidden } from './errors';

/** The deepest JSON the contract needs is 4 levels (a checkout's booking and its extras); margin. */
export const MAX_JSON_DEPTH = 16;
/** JSON bodies are small here; uploads (licences, avatars) get their own limits. */
export const JSON_BODY_LIMIT = 100 * 1024;
/** The largest upload (a 5 MB licence) and its multipart framing. */
export const MULTIPART_BODY_LIMIT = 5 * 1024 * 1024 + 64 * 1024;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The request media types the contract declares for the operation (none: no body). */
    mediaTypes?: string[];
  }
}

/** Records the operation's declared media types on its route (call from `onRoute`, before the schema changes). */
export function recordMediaTypes(route: RouteOptions): void {
  const body = route.schema?.body as { content?: Record<string, unknown> } | undefined;
  route.config = { ...route.config, mediaTypes: Object.keys(body?.content ?? {}) };
}

const mediaTypeOf = (header: string | undefined) => (header ?? '').split(';')[0]!.trim().toLowerCase();

const hasBody = (request: FastifyRequest) =>
  request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length'] ?? 0) > 0;

const tooLarge = (limit: number) =>
  new ApiError(413, 'payload_too_large', `The request body is larger than ${Math.round(limit / 1024)} KB.`);

/** `onRequest`: refuses an undeclared media type and an announced length over the operation's limit. */
export async function checkBodyEnvelope(request: FastifyRequest): Promise<void> {
  const declared = request.routeOptions.config.mediaTypes;
  if (!hasBody(request)) {
    // An operation without a body takes a body-less request whatever its label (BookCars' client
    // labels its body-less POSTs as forms): dropping the label keeps Fastify from parsing nothing.
    if (declared?.length === 0) delete request.headers['content-type'];
    return;
  }
  if (!declared) return;
  const type = mediaTypeOf(request.headers['content-type']);
  if (!declared.includes(type)) {
    const expected = declared.length ? declared.join(' or ') : 'no body';
    throw new ApiError(
      415,
      'unsupported_media_type',
      `This operation accepts ${expected}, not ${type || 'an untyped body'}.`,
    );
  }
  const limit = type === 'multipart/form-data' ? MULTIPART_BODY_LIMIT : JSON_BODY_LIMIT;
  if (Number(request.headers['content-length'] ?? 0) > limit) throw tooLarge(limit);
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The `scheme://host[:port]` of a URL or Origin header, normalised; null for `null` or garbage. */
function originOf(text: string): string | null {
  try {
    const { origin } = new URL(text);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/**
 * `onRequest`: a state-changing request from another site or origin is refused (403
 * `cross_origin_request`). SameSite=Strict keeps the session cookie off cross-site requests, but
 * a sibling subdomain is the same site; the browser's `Sec-Fetch-Site` and `Origin` tell. Allowed
 * origins: PUBLIC_URL's and the request's own (scheme and Host as Fastify reads them, behind
 * TRUST_PROXY from X-Forwarded-Proto/Host; the dev server's proxy keeps the browser's Host).
 * Requests with neither header (server to server, tests) pass: only browsers send them.
 */
export function refuseCrossOrigin(publicUrl: string) {
  const publicOrigin = originOf(publicUrl);
  return async (request: FastifyRequest): Promise<void> => {
    if (!STATE_CHANGING.has(request.method)) return;
    const site = request.headers['sec-fetch-site'];
    const origin = request.headers.origin;
    const foreignSite = site === 'cross-site' || site === 'same-site';
    const sent = origin === undefined ? undefined : originOf(origin);
    const foreignOrigin =
      sent !== undefined &&
      (sent === null || (sent !== publicOrigin && sent !== originOf(`${request.protocol}://${request.host}`)));
    if (foreignSite || foreignOrigin) {
      throw forbidden('cross_origin_request', 'Requests that change something are accepted from this site only.');
    }
  };
}

/** The nesting depth of a JSON text, counted without parsing it (strings are skipped). */
export function jsonDepth(text: string, stopAbove = Infinity): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92)
        i++; // backslash: skip the escaped character
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 || c === 91) {
      depth++;
      if (depth > max) max = depth;
      if (max > stopAbove) return max;
    } else if (c === 125 || c === 93) depth--;
  }
  return max;
}

/** Fastify's JSON parser (with its prototype-poisoning checks), behind the depth bound. */
export function registerJsonParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (jsonDepth(body as string, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) {
      done(badRequest('invalid_request', `The JSON body is nested deeper than ${MAX_JSON_DEPTH} levels.`), undefined);
      return;
    }
    parseJson(request, body as string, done);
  });
}

function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\0');
  if (Array.isArray(value)) return value.some(containsNul);
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).some(([key, item]) => key.includes('\0') || containsNul(item));
  }
  return false;
}

/** `preValidation`: text with a NUL character cannot be stored or compared by PostgreSQL. */
export async function refuseNulCharacters(request: FastifyRequest): Promise<void> {
  if (containsNul(request.params) || containsNul(request.query) || containsNul(request.body)) {
    throw badRequest('invalid_request', 'The request contains a NUL character.');
  }
}

/** URLs the router refuses (invalid percent-encoding, a parameter over 100 characters), in the contract's shape. */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode ?? 400;
  const message =
    status === 414 ? 'A path parameter is longer than 100 characters.' : 'The URL is not validly encoded.';
  void reply.code(status).send({ code: status === 414 ? 'uri_too_long' : 'invalid_request', message });
}

/**
 * Node's answer to a request it cannot parse (headers over 16 KB, a malformed request line), in
 * the contract's error shape; the connection closes, and says so.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, body] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [
          431,
          'Request Header Fields Too Large',
          { code: 'headers_too_large', message: 'The request line or headers are larger than 16 KB.' },
        ]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', { code: 'request_timeout', message: 'The request took too long to arrive.' }]
        : [400, 'Bad Request', { code: 'invalid_request', message: 'The request is not valid HTTP.' }];
  const json = JSON.stringify(body);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(json)}\r\nConnection: close\r\n\r\n${json}`,
    );
  }
  socket.destroy();
}
