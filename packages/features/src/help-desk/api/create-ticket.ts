import { type CreateTicketResponse, createTicketResponseSchema } from '@sparked/contracts';
import { type ApiClient, type ApiResult, validateResult } from '../../api-client';
import { ticketFailedMessage, ticketRefusedMessage } from '../model/ticket-errors';

export type CreatedTicket = CreateTicketResponse['data'];

/**
 * Files a ticket (spec §7 POST /jira/user-issue, multipart). Rejects with the spec §8 sentence:
 * 'Error: ' and the server's reason, or 'Failed to submit issue: ' and the cause.
 */
export async function createTicket(client: ApiClient, form: FormData): Promise<CreatedTicket> {
  let result: ApiResult<unknown>;
  try {
    result = await client.request('createTicket', { form });
  } catch (cause) {
    throw new Error(ticketFailedMessage(cause));
  }
  const created = validateResult(result, createTicketResponseSchema);
  if (created.success) return created.data;
  // A status means the service answered; without one the request never got through.
  throw new Error(
    created.status === undefined
      ? ticketFailedMessage(created.error)
      : ticketRefusedMessage(created.error),
  );
}
