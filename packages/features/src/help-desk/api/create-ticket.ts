import type { CreateTicketResponse } from '@sparked/contracts';
import { type ApiClient, ApiError, callEndpoint, retryFailedMessage } from '../../api-client';
import { ticketFailedMessage, ticketRefusedMessage } from '../model/ticket-errors';

export type CreatedTicket = CreateTicketResponse['data'];

/** The service answered with its own reason, as opposed to the request failing on the way. */
const isRefusal = (error: ApiError) =>
  error.status > 0 && error.code !== 'invalid_response' && error.message !== retryFailedMessage;

/**
 * Files a ticket (spec §7 POST /jira/user-issue, multipart). Rejects with an ApiError whose message
 * is the spec §8 sentence: 'Error: ' and the server's reason, or 'Failed to submit issue: ' and
 * the cause (the network, an unreadable answer, the failed repeat after a token refresh). The
 * `idempotencyKey` names this one ticket, so a repeat of it files it once.
 */
export async function createTicket(
  client: ApiClient,
  form: FormData,
  idempotencyKey: string,
): Promise<CreatedTicket> {
  try {
    return (await callEndpoint(client, 'createTicket', { form, idempotencyKey })).data;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const { status, code, issues } = error;
    const message = isRefusal(error)
      ? ticketRefusedMessage(error.message)
      : ticketFailedMessage(error);
    throw new ApiError({ status, code, issues, message });
  }
}
