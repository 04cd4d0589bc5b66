import { endpoints } from '@sparked/contracts';
import type { FastifyInstance } from 'fastify';
import { ltiScoreOutbox } from '../../db/schema';
import { measureBacklog } from '../../http/metrics';
import type { Platform } from '../core/platform';
import { classLinkOf, resendFailedScores } from './grades';
import { createLineItems } from './line-items';
import { createRosterSync } from './roster-sync';
import { createScoreSender, queueScores } from './scores';
import { createServiceTokens } from './service-tokens';

/** The services Sparked calls at an LMS, built from the platform's parts. */
export function createLtiAdvantage(
  deps: Pick<Platform, 'db' | 'keys' | 'now'> & {
    log?: FastifyInstance['log'];
  },
) {
  const { db, keys, now, log } = deps;
  const tokens = createServiceTokens({ keys, now });
  const lineItems = createLineItems({ db, tokens, now });
  return {
    tokens,
    scores: createScoreSender({ db, tokens, lineItems, now, log }),
    roster: createRosterSync({ db, tokens, now }),
  };
}

/**
 * LTI Advantage (decision 0033): scores queued with each learning statement of a launched
 * learner and sent by a job; the class page's view of them; the roster brought in on request.
 */
export function registerLtiAdvantage(app: FastifyInstance, platform: Platform) {
  const { db, schedule } = platform;
  const advantage = createLtiAdvantage({ ...platform, log: app.log });
  app.learning.afterStatement(queueScores);

  app.endpoint(endpoints.ltiClassLink, async ({ params, user }) => {
    await app.classes.assertTeaches(user, params.classId);
    return { data: await classLinkOf(db, params.classId) };
  });
  app.endpoint(endpoints.syncLtiRoster, async ({ params, user, transaction }) => {
    await app.classes.assertTeaches(user, params.classId);
    return advantage.roster.sync(transaction, params.classId);
  });

  measureBacklog(platform.metrics, db, {
    name: 'sparked_lms_score_outbox_scores',
    help: 'Scores waiting to be sent to an LMS (pending) or refused by it (failed).',
    rows: { table: ltiScoreOutbox, status: ltiScoreOutbox.status },
    statuses: ['pending', 'failed'],
  });
  // The sender's loop takes them within a second while it runs, else at its next minute.
  app.endpoint(endpoints.resendLtiScores, ({ params, body, user, transaction }) =>
    resendFailedScores(
      { classes: app.classes, now: platform.now },
      { caller: user, classId: params.classId, userId: body.userId, transaction },
    ),
  );

  schedule({
    name: 'lti/send-scores',
    cron: '* * * * *',
    run: () => advantage.scores.run(),
  });
  // Before the job queue stops (it waits for running jobs): a sending loop ends at its next step.
  app.addHook('preClose', async () => advantage.scores.stop());
}
