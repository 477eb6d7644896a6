/**
 * The API's error shape: every failure answers `{code, message}` with a 4xx/5xx status, never a
 * stack trace. Handlers throw `ApiError`; `toErrorReply` maps everything else.
 */
import type { Schemas } from './contract';

export type ErrorBody = Schemas['Error'];

export class ApiError extends Error {
  readonly statusCode: number;
  readonly code: string;

  constructor(statusCode: number, code: string, message: string) {
    super(message);
    this.name = 'ApiError';
    this.statusCode = statusCode;
    this.code = code;
  }

  get body(): ErrorBody {
    return { code: this.code, message: this.message };
  }
}

export const badRequest = (code: string, message: string) => new ApiError(400, code, message);
export const unauthorized = (message = 'Sign-in required.') => new ApiError(401, 'unauthorized', message);
export const forbidden = (code: string, message: string) => new ApiError(403, code, message);
/** The e-mail could not be handed to the mail server; nothing was changed. */
export const mailFailed = () =>
  new ApiError(502, 'mail_failed', 'The e-mail could not be sent right now. Please try again later.');
export const notFound = (message = 'Not found.') => new ApiError(404, 'not_found', message);

/**
 * Failures of the database or the disk that are not the server's bug: a value PostgreSQL cannot
 * hold (class 22, e.g. a date or number out of its range) is the client's; a full disk or damaged
 * database files are the operator's, answered 503 while reads that still work keep working.
 */
function storageFailure(error: unknown): { statusCode: number; body: ErrorBody } | null {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string') return null;
  if (/^22[0-9A-Z]{3}$/.test(code)) {
    return {
      statusCode: 400,
      body: { code: 'invalid_request', message: 'A value of the request is out of range or malformed.' },
    };
  }
  if (code === '53100' || code === 'ENOSPC') {
    return {
      statusCode: 503,
      body: {
        code: 'storage_full',
        message: 'The server is out of disk space; nothing was saved. Please try again later.',
      },
    };
  }
  if (code === 'XX001' || code === 'XX002') {
    return {
      statusCode: 503,
      body: { code: 'storage_damaged', message: 'Some of the data cannot be read right now. Please try again later.' },
    };
  }
  return null;
}

/** SQLSTATE classes 08 (connection), 53 (resources), 57 (cancelled, shutting down) and socket failures. */
const UNAVAILABLE_CODES = /^(08|53|57)[0-9A-Z]{3}$|^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|ENOTFOUND|EHOSTUNREACH)$/;
/** The pg pool's own failures carry no code. */
const UNAVAILABLE_MESSAGES = /timeout exceeded when trying to connect|Connection terminated/i;

/** The database is unreachable, overloaded or timed out: the client may retry; not a bug. */
export function isDatabaseUnavailable(error: { code?: unknown; message?: string }): boolean {
  return (
    (typeof error.code === 'string' && UNAVAILABLE_CODES.test(error.code)) ||
    UNAVAILABLE_MESSAGES.test(error.message ?? '')
  );
}

interface FastifyLikeError {
  statusCode?: number;
  code?: string;
  message?: string;
  validation?: unknown;
  errors?: unknown[];
  name?: string;
}

/** Maps any thrown value to a status and a safe body. */
export function toErrorReply(error: unknown): { statusCode: number; body: ErrorBody; log: boolean } {
  if (error instanceof ApiError) return { statusCode: error.statusCode, body: error.body, log: false };
  const e = (typeof error === 'object' && error !== null ? error : {}) as FastifyLikeError;
  if (e.validation) {
    const issues = Array.isArray(e.validation)
      ? (e.validation as Array<{ keyword?: string; params?: { format?: string } }>)
      : [];
    if (issues.some((issue) => issue.keyword === 'format' && issue.params?.format === 'email')) {
      return {
        statusCode: 400,
        body: { code: 'invalid_email', message: e.message ?? 'Invalid e-mail address.' },
        log: false,
      };
    }
    return {
      statusCode: 400,
      // Fastify's message already names the part: "body must have required property 'subject'".
      body: { code: 'invalid_request', message: e.message ?? 'The request is invalid.' },
      log: false,
    };
  }
  // fastify-openapi-glue wraps the security handlers' errors; surface the most specific one.
  if (Array.isArray(e.errors) && e.name === 'Unauthorized') {
    const specific = e.errors.find((x): x is ApiError => x instanceof ApiError);
    if (specific) return { statusCode: specific.statusCode, body: specific.body, log: false };
    return { statusCode: 401, body: { code: 'unauthorized', message: 'Sign-in required.' }, log: false };
  }
  if (e.statusCode === 429) {
    return {
      statusCode: 429,
      body: { code: 'rate_limited', message: e.message ?? 'Too many requests, please try again later.' },
      log: false,
    };
  }
  if (typeof e.statusCode === 'number' && e.statusCode >= 400 && e.statusCode < 500) {
    const code =
      e.statusCode === 404
        ? 'not_found'
        : e.statusCode === 413
          ? 'payload_too_large'
          : e.statusCode === 415
            ? 'unsupported_media_type'
            : 'invalid_request';
    return { statusCode: e.statusCode, body: { code, message: e.message ?? 'Invalid request.' }, log: false };
  }
  const storage = storageFailure(error);
  if (storage) return { ...storage, log: true };
  if (isDatabaseUnavailable(e)) {
    return {
      statusCode: 503,
      body: {
        code: 'service_unavailable',
        message: 'The service is unavailable right now. Please try again in a moment.',
      },
      log: true,
    };
  }
  return {
    statusCode: 500,
    body: { code: 'internal_error', message: 'An unexpected error occurred. Please try again later.' },
    log: true,
  };
}
