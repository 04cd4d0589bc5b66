import { ApiError } from './api-error';

/**
 * Whether a failed query is worth another try: a dropped connection or a server error may pass,
 * a refusal (4xx) will not, so it is shown at once instead of after three silent repeats.
 */
export function isWorthRetrying(failures: number, error: unknown): boolean {
  if (failures >= 2) return false;
  if (!(error instanceof ApiError)) return true;
  return error.status === 0 || error.status >= 500 || error.status === 429;
}
