/** Spec §8: the ticket service answered with an error. */
export const ticketRefusedMessage = (serverError: string) => `Error: ${serverError}`;

/** Spec §8: the ticket never reached the service (network or other failure). */
export const ticketFailedMessage = (cause: unknown) =>
  `Failed to submit issue: ${cause instanceof Error ? cause.message : String(cause)}`;
