import {
  type PushThreadRequest,
  type PushThreadResponse,
  pushThreadResponseSchema,
} from '@sparked/contracts';
import { type ApiClient, validateResult } from '../../api-client';

export type PushedThread = PushThreadResponse['data'];

/**
 * Sends a message to Janus (decision 0005 push-thread). The server answers with the whole thread
 * when Janus replied within its wait, or with a run still going that the caller polls.
 */
export async function pushThread(
  client: ApiClient,
  request: PushThreadRequest,
): Promise<PushedThread> {
  const result = validateResult(
    await client.request('helpDeskPushThread', { body: request }),
    pushThreadResponseSchema,
  );
  if (!result.success) throw new Error(result.error);
  return result.data;
}
