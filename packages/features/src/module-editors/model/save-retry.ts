import { ApiError } from '../../api-client';

/** Seconds between tries while saving fails for want of a connection or a working server. */
export const retryDelaysMs = [1000, 2000, 4000, 8000, 16_000, 30_000];

/** After this many failed tries in a row the editor says it is offline, not just retrying. */
export const offlineAfterFailures = 3;

/** What a failed save means for the editor: try again later, or stop and tell the author. */
export function saveFailure(error: unknown): 'retry' | 'conflict' | 'refused' {
  if (!(error instanceof ApiError)) return 'retry';
  if (error.status === 409) return 'conflict';
  if (error.status === 0 || error.status >= 500 || error.status === 429) return 'retry';
  return 'refused';
}

export const retryDelay = (failures: number) =>
  retryDelaysMs[Math.min(failures, retryDelaysMs.length) - 1] ?? retryDelaysMs[0] ?? 1000;
