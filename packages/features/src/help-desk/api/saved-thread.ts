import { type SavedThreadResponse, savedThreadResponseSchema } from '@sparked/contracts';
import { type ApiClient, validateResult } from '../../api-client';

export type SavedThread = SavedThreadResponse['data'];

/** The caller's help-desk thread, newest message first (decision 0005 get-saved-thread). */
export async function fetchSavedThread(client: ApiClient, threadId: string): Promise<SavedThread> {
  const result = validateResult(
    await client.request('helpDeskSavedThread', { params: { threadId } }),
    savedThreadResponseSchema,
  );
  if (!result.success) throw new Error(result.error);
  return result.data;
}
