import { apiPrefixes, endpointPath, endpoints } from '@sparked/contracts';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { createStoredFiles } from '../../files/stored-files';
import type { RateLimiter } from '../../http/rate-limit';
import {
  createAssistantCharges,
  createAssistantService,
  createProvider,
  createRunner,
  registerAssistants,
  withTutors,
} from '../assistants';
import type { RewardService } from '../rewards';
import type { WalletBook } from '../wallets';
import { janusGreeting } from './engine';
import { createLocalRepliers } from './local-repliers';
import { createHelpDeskService } from './service';
import { registerHelpDeskThreads } from './threads-register';
import { createTicketFilingLimit } from './tickets/filing-limit';
import { createTicketForwarding } from './tickets/forwarding';
import { createJiraForwarder } from './tickets/jira-forwarder';
import { registerTickets } from './tickets/register';
import { createTicketService } from './tickets/service';

/** A run older than this cannot still be running anywhere: the provider would have timed out. */
const staleGraceMs = 30_000;

/**
 * Assistants, Janus and tickets (decision 0005). At start-up, runs left unfinished by
 * the previous process are failed and tickets not yet copied to Jira are tried again.
 */
export async function registerHelpDesk(
  app: FastifyInstance,
  deps: {
    db: Database;
    config: Config;
    rateLimiter: RateLimiter;
    rewards: RewardService;
    book: WalletBook;
  },
) {
  const { db, config } = deps;
  const timeoutMs = config.llm.provider === 'openai' ? config.llm.timeoutMs : 60_000;
  const charges = createAssistantCharges(deps.book);
  const runner = createRunner({
    db,
    provider: createProvider(config.llm, withTutors(createLocalRepliers(db))),
    charges,
    log: app.log,
    staleAfterMs: timeoutMs + staleGraceMs,
  });
  const assistants = createAssistantService({
    db,
    runner,
    charges,
    // Janus's threads open with his greeting and capability list.
    openings: { 'help-desk': () => JSON.stringify(janusGreeting()) },
  });
  const files = createStoredFiles(config.attachmentsDir, 'png');
  const forwarding = config.jira
    ? createTicketForwarding({ db, forward: createJiraForwarder(config.jira), files, log: app.log })
    : null;
  const tickets = createTicketService({
    db,
    files,
    rewards: deps.rewards,
    forwarding,
    attachmentUrl: (attachmentId) =>
      `${apiPrefixes.tools}${endpointPath(endpoints.ticketAttachment, { attachmentId })}`,
  });

  await runner.recover();
  await forwarding?.retryPending();
  app.addHook('onClose', async () => {
    await runner.drain();
    await forwarding?.drain();
  });

  registerAssistants(app, { service: assistants });
  registerHelpDeskThreads(app, { service: createHelpDeskService({ assistants, runner }) });
  registerTickets(app, {
    service: tickets,
    filings: createTicketFilingLimit(deps.rateLimiter, config.rateLimit.ticketsMax),
  });
}
