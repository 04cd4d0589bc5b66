import type { SavedThreadResponse } from '@sparked/contracts';
import { type ApiClient, callEndpoint } from '../../api-client';

export type SavedThread = SavedThreadResponse['data'];

/** The caller's help-desk thread, newest message first (decision 0005 get-saved-thread). */
export async function fetchSavedThread(client: ApiClient, threadId: string): Promise<SavedThread> {
  return (await callEndpoint(client, 'helpDeskSavedThread', { params: { threadId } })).data;
}
