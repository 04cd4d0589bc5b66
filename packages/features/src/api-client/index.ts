export { afterPageLoad } from './api/after-page-load';
export { type CallInput, type CallResult, callEndpoint } from './api/call-endpoint';
export {
  type ApiClient,
  type ApiClientOptions,
  createApiClient,
  type RequestOptions,
  type RequestTarget,
} from './api/create-api-client';
export { intentClient } from './api/intent-client';
export { type IntentMutationOptions, useIntentMutation } from './api/use-intent-mutation';
export {
  ApiError,
  type ApiErrorCode,
  type ApiIssue,
  catalogueSentence,
  catalogueSentences,
} from './model/api-error';
export { type ApiResult, retryFailedMessage, unexpectedErrorMessage } from './model/api-result';
export { buildUrl } from './model/build-url';
export { issueSentence } from './model/issue-sentence';
export { isWorthRetrying } from './model/retry-policy';
export { singleFlight } from './model/single-flight';
