import { apiPrefixes, assistantKinds, endpointPath, endpoints } from '@sparked/contracts';
import { attachmentsArea, createStoredFiles } from '../../files/stored-files';
import { domainPlugin } from '../core/platform';
import { janusGreeting } from './engine';
import { createLocalRepliers } from './local-repliers';
import { createHelpDeskService } from './service';
import { registerHelpDeskThreads } from './threads-register';
import { createTicketFilingLimit } from './tickets/filing-limit';
import { createTicketForwarding } from './tickets/forwarding';
import { createJiraForwarder } from './tickets/jira-forwarder';
import { registerTickets } from './tickets/register';
import { createTicketService } from './tickets/service';

/**
 * Janus and tickets (decision 0005), plugged into the assistants: the help desk's knowledge base
 * gives every assistant kind its offline answers, and Janus opens his threads with a greeting. At
 * start-up, tickets not yet copied to Jira are tried again.
 */
export const helpDeskPlugin = domainPlugin(
  { name: 'help-desk', dependencies: ['assistants', 'rewards'] },
  async (app, { db, config, rateLimiter, files: store }) => {
    const { assistants, rewards } = app;
    const repliers = createLocalRepliers(db);
    for (const kind of assistantKinds) assistants.answerOffline(kind, repliers[kind]);
    assistants.openWith('help-desk', () => JSON.stringify(janusGreeting()));
    const files = createStoredFiles(store, attachmentsArea, 'png');
    const forwarding = config.jira
      ? createTicketForwarding({
          db,
          forward: createJiraForwarder(config.jira),
          files,
          log: app.log,
        })
      : null;
    const tickets = createTicketService({
      db,
      files,
      rewards,
      forwarding,
      attachmentUrl: (attachmentId) =>
        `${apiPrefixes.tools}${endpointPath(endpoints.ticketAttachment, { attachmentId })}`,
    });
    await forwarding?.retryPending();
    app.addHook('onClose', async () => forwarding?.drain());
    registerHelpDeskThreads(app, {
      service: createHelpDeskService({ assistants: assistants.service, runner: assistants.runner }),
    });
    registerTickets(app, {
      service: tickets,
      filings: createTicketFilingLimit(rateLimiter, config.rateLimit.ticketsMax),
    });
  },
);
