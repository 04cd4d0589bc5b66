import type { PushThreadRequest, PushThreadResponse } from '@sparked/contracts';
import { type ApiClient, callEndpoint } from '../../api-client';

export type PushedThread = PushThreadResponse['data'];

/**
 * Sends a message to Janus (decision 0005 push-thread). The server answers with the whole thread
 * when Janus replied within its wait, or with a run still going that the caller polls.
 */
export async function pushThread(
  client: ApiClient,
  request: PushThreadRequest,
): Promise<PushedThread> {
  return (await callEndpoint(client, 'helpDeskPushThread', { body: request })).data;
}
