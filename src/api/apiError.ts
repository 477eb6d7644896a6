/**
 * The one error shape the app sees from the API, whatever went wrong: the reference API answers
 * `{code, message}`; a BookCars host answers plain text; the network may not answer at all.
 */
export interface ApiError {
  /** HTTP status, or 0 when no response arrived (offline, timeout, blocked). */
  status: number;
  /** Machine code from the API (`invalid_email`), or `network_error` / `unknown`. */
  code: string;
  /** The API's English reason, for logs; users see a translated message chosen by `code`. */
  message: string;
}

export function isApiError(value: unknown): value is ApiError {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ApiError).status === 'number' &&
    typeof (value as ApiError).code === 'string'
  );
}
