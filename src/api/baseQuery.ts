import {
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import type { ApiError } from './apiError';
import { isApiReadOnly, NOT_IN_FILE_ERROR, READ_ONLY_ERROR } from './readOnly';

/** Per-endpoint options, set with `extraOptions` in a feature's enhanced API module. */
export interface ApiExtraOptions {
  /** The caller shows this endpoint's errors itself (inline in a form): no toast. */
  handlesErrors?: boolean;
}

/**
 * The store's extra argument (its thunks' and queries' `extra`). On the server, which renders a
 * page in process, the page's requests are answered by the server's own API through `serverFetch`.
 */
export interface ApiExtra {
  serverFetch?: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;
}

const REQUEST_TIMEOUT_MS = 20_000;

// Same-origin API: the auth cookie is httpOnly, so the browser sends it; JS never sees a token.
// JSON is parsed when the answer says it is JSON; a BookCars host answers some calls in plain text.
const rawBaseQuery = fetchBaseQuery({
  baseUrl: '',
  credentials: 'include',
  timeout: REQUEST_TIMEOUT_MS,
  responseHandler: 'content-type',
});

/** Outside a browser a request needs an absolute address; only its path reaches serverFetch. */
const SERVER_BASE_URL = 'http://server.internal';
/** A page waits this long at most for an answer on the server; a slower one is the browser's to ask. */
const SERVER_REQUEST_TIMEOUT_MS = 2_000;

function rawBaseQueryFor(extra: unknown): typeof rawBaseQuery {
  const { serverFetch } = (extra ?? {}) as ApiExtra;
  if (!serverFetch) return rawBaseQuery;
  return fetchBaseQuery({
    baseUrl: SERVER_BASE_URL,
    fetchFn: serverFetch,
    timeout: SERVER_REQUEST_TIMEOUT_MS,
    responseHandler: 'content-type',
  });
}

function toApiError(error: FetchBaseQueryError): ApiError {
  if (typeof error.status !== 'number') {
    return { status: 0, code: 'network_error', message: error.error };
  }
  const data = error.data as { code?: unknown; message?: unknown } | string | null | undefined;
  if (data && typeof data === 'object' && typeof data.code === 'string') {
    return { status: error.status, code: data.code, message: String(data.message ?? data.code) };
  }
  return { status: error.status, code: 'unknown', message: typeof data === 'string' ? data : `HTTP ${error.status}` };
}

/**
 * fetchBaseQuery with one error shape (`ApiError`). A 204 answer ("none" in the BookCars wire
 * protocol) arrives as `data: null`. Errors carry `handlesErrors` in `meta` for the toast middleware.
 */
export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, ApiError, ApiExtraOptions> = async (
  args,
  api,
  extraOptions,
) => {
  if (isApiReadOnly())
    return {
      // A replay holds only the answers the driver's page had: any other is not in the file.
      error: api.type === 'query' ? NOT_IN_FILE_ERROR : READ_ONLY_ERROR,
      meta: { handlesErrors: Boolean(extraOptions?.handlesErrors) },
    };
  const result = await rawBaseQueryFor(api.extra)(args, api, {});
  if (result.error) {
    return {
      error: toApiError(result.error),
      meta: { ...result.meta, handlesErrors: Boolean(extraOptions?.handlesErrors) },
    };
  }
  // A 204 has no body; depending on the content type fetchBaseQuery hands back '' or undefined.
  if (result.meta?.response?.status === 204) return { data: null, meta: result.meta };
  return { data: result.data ?? null, meta: result.meta };
};
