import type { ApiError as ApiErrorBody } from '@sparked/contracts';

/** Spec §8: what a request resolves to when the network or parsing fails. */
export const unexpectedErrorMessage = 'An unexpected error occurred while processing the request.';

/** Spec §8: the message thrown when the one repeat after a successful token refresh is still not OK. */
export const retryFailedMessage = 'Request failed after token refresh attempt';

/** An OK response: the server's JSON body with a success flag and the HTTP status. */
export type ApiSuccess<TBody> = TBody & { success: true; status: number };

/**
 * A non-OK response: the server's error body plus the HTTP status, with no success flag (spec §8).
 * The body's own `statusCode` still arrives but is not typed: `status` is the one to read.
 */
export type ApiErrorResponse = Omit<ApiErrorBody, 'statusCode'> & {
  success?: undefined;
  status: number;
};

/** The request never produced a readable response (network failure, bad JSON, …). */
export interface ApiUnexpectedError {
  success: false;
  error: string;
  // Declared absent so `status` and `issues` can be read on any failure without narrowing.
  status?: undefined;
  issues?: undefined;
}

export type ApiFailure = ApiErrorResponse | ApiUnexpectedError;

/** Narrow with `if (result.success)`; every failure carries a human-readable `error`. */
export type ApiResult<TBody> = ApiSuccess<TBody> | ApiFailure;
