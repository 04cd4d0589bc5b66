import { t } from '@lingui/core/macro';
/** Spec §8: the ticket service answered with an error. */
export const ticketRefusedMessage = (serverError: string) => t`Error: ${serverError}`;

/** Spec §8: the ticket never reached the service (network or other failure). */
export function ticketFailedMessage(cause: unknown): string {
  const reason = cause instanceof Error ? cause.message : String(cause);
  return t`Failed to submit issue: ${reason}`;
}
