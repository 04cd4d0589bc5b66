import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/database';
import type { StoredFiles } from '../../../files/stored-files';
import type { JiraForwarder } from './jira-forwarder';
import { ticketRepository as repository } from './repository';

/**
 * Copies tickets to Jira after they are filed, in the background so filing never waits on Jira.
 * A ticket stays `pending` until tried, and pending ones are tried again at start-up, so a copy
 * is never silently lost; the outcome (key or reason) is recorded on the ticket.
 */
export function createTicketForwarding(deps: {
  db: Database;
  forward: JiraForwarder;
  files: StoredFiles;
  log: FastifyBaseLogger;
}) {
  const { db, forward, files, log } = deps;
  const inFlight = new Set<Promise<void>>();

  async function copy(ticketId: string) {
    const input = await repository.forwardInput(db, ticketId);
    if (!input) return;
    const attachments = await Promise.all(
      input.files.map(async (file) => ({
        fileName: file.fileName,
        png: await files.read(file.path),
      })),
    );
    const outcome = await forward({ ...input, attachments });
    if (outcome.error)
      log.warn({ ticket: input.key, error: outcome.error }, 'Jira forwarding failed');
    await repository.setForwarding(db, ticketId, outcome);
  }

  const start = (ticketId: string) => {
    const task = copy(ticketId)
      .catch(async (error: unknown) => {
        log.error({ err: error, ticketId }, 'could not forward a ticket');
        const reason = error instanceof Error ? error.message : String(error);
        await repository
          .setForwarding(db, ticketId, {
            externalKey: null,
            error: `Forwarding stopped: ${reason}`,
          })
          .catch(() => undefined);
      })
      .finally(() => inFlight.delete(task));
    inFlight.add(task);
  };

  return {
    start,
    async retryPending() {
      for (const id of await repository.pendingForwards(db)) start(id);
    },
    async drain() {
      await Promise.allSettled([...inFlight]);
    },
  };
}
export type TicketForwarding = ReturnType<typeof createTicketForwarding>;
