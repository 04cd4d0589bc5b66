import type { PushThreadRequest, PushThreadResponse } from '@sparked/contracts';
import { type ApiClient, callEndpoint } from '../../api-client';

export type PushedThread = PushThreadResponse['data'];

/**
 * Sends a message to Janus (decision 0005 push-thread). The server answers with the whole thread
 * when Janus replied within its wait, or with a run still going that the caller polls. The
 * `idempotencyKey` names this one message, so a repeat of it is answered without adding it twice.
 */
export async function pushThread(
  client: ApiClient,
  request: PushThreadRequest,
  idempotencyKey: string,
): Promise<PushedThread> {
  return (await callEndpoint(client, 'helpDeskPushThread', { body: request, idempotencyKey })).data;
}
