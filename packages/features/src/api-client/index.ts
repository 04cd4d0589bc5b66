export {
  type ApiClient,
  type ApiClientOptions,
  createApiClient,
  type RequestOptions,
  type RequestTarget,
} from './api/create-api-client';
export {
  type ApiErrorResponse,
  type ApiFailure,
  type ApiResult,
  type ApiSuccess,
  type ApiUnexpectedError,
  retryFailedMessage,
  unexpectedErrorMessage,
} from './model/api-result';
export type { Query } from './model/build-url';
export { singleFlight } from './model/single-flight';
export { validateResult } from './model/validate-result';
