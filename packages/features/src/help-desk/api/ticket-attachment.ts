import { queryOptions } from '@tanstack/react-query';
import { type ApiClient, callEndpoint } from '../../api-client';
import { ticketKeys } from './help-desk-keys';

/** A screenshot, read with the bearer token in blob mode (it is not a public file). */
export async function fetchTicketAttachment(
  client: ApiClient,
  attachmentId: string,
): Promise<Blob> {
  return callEndpoint(client, 'ticketAttachment', { params: { attachmentId } });
}

export const ticketAttachmentQueryOptions = (client: ApiClient, attachmentId: string) =>
  queryOptions({
    queryKey: ticketKeys.attachment(attachmentId),
    queryFn: () => fetchTicketAttachment(client, attachmentId),
    // Attachments never change once stored.
    staleTime: Number.POSITIVE_INFINITY,
  });
