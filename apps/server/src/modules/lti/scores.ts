import { ltiMediaTypes, ltiServiceScopes } from '@sparked/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import type { LtiScore, StatementOutcome } from '../../db/schema';
import { type Sentence, sentenceOf } from '../../http/errors';
import { ltiAdvantageRepository as repository } from './advantage-repository';
import { type LineItems, lineItemMaximum, serviceUrl } from './line-items';
import { serviceSaid } from './service-said';
import { detailOf, failureOf, ServiceError, type ServiceTokens } from './service-tokens';

/** The verbs that finish or score an activity; progress alone sends nothing. */
const scoringVerbs = new Set(['completed', 'passed', 'failed']);
const round = (value: number) => Math.round(value * 100) / 100;

/** An activity's score for its link: the statement's scaled score, or full marks for completing it. */
export function activityScore(
  statement: { verb: string; outcome: StatementOutcome; createdAt: Date },
  subject: string,
): LtiScore {
  const scaled = statement.outcome.score?.scaled;
  const given = typeof scaled === 'number' ? Math.max(0, Math.min(1, scaled)) : 1;
  return {
    userId: subject,
    scoreGiven: round(given * lineItemMaximum),
    scoreMaximum: lineItemMaximum,
    activityProgress: 'Completed',
    gradingProgress: 'FullyGraded',
    timestamp: statement.createdAt.toISOString(),
  };
}

/** A module's score for its link: the share of its activities completed, graded when all are. */
export function moduleScore(
  progress: { completed: number; total: number },
  createdAt: Date,
  subject: string,
): LtiScore {
  const done = progress.total > 0 && progress.completed >= progress.total;
  return {
    userId: subject,
    scoreGiven:
      progress.total > 0 ? round((progress.completed / progress.total) * lineItemMaximum) : 0,
    scoreMaximum: lineItemMaximum,
    activityProgress: done ? 'Completed' : 'InProgress',
    gradingProgress: done ? 'FullyGraded' : 'Pending',
    timestamp: createdAt.toISOString(),
  };
}

/**
 * Heard after each learning statement, in its transaction: for every link the learner launched
 * that opens this activity (or its module) in this class, a score is queued, once per statement
 * (the attempt), so it is committed with the statement or not at all.
 */
export async function queueScores(tx: Database, statementId: string) {
  const statement = await repository.statement(tx, statementId);
  if (!statement || !scoringVerbs.has(statement.verb)) return;
  const links = await repository.linksFor(tx, statement);
  if (links.length === 0) return;
  let progress: { completed: number; total: number } | undefined;
  for (const link of links) {
    let score: LtiScore;
    if (link.activityId) score = activityScore(statement, link.subject);
    else {
      if (statement.verb !== 'completed') continue;
      progress ??= await repository.moduleProgress(tx, {
        userId: statement.userId,
        classId: statement.classId,
        moduleId: statement.moduleId,
        version: statement.moduleVersion,
      });
      score = moduleScore(progress, statement.createdAt, link.subject);
    }
    await repository.enqueueScore(tx, {
      linkId: link.linkId,
      userId: statement.userId,
      statementId,
      score,
    });
  }
}

export interface ScoreTotals {
  sent: number;
  failed: number;
  waiting: number;
}

type Claimed = Awaited<ReturnType<typeof repository.claimed>>[number];

/**
 * Sends the queued scores to the LMSs (AGS §3.4, the score publish service), each attempt once:
 * a score the LMS took is marked sent and never taken again; one it refused (a 4xx about the
 * score) is marked failed with its words; anything passing (down, slow, a token refused) waits
 * with backoff, and that LMS's other scores wait with it for this round.
 */
export function createScoreSender(deps: {
  db: Database;
  tokens: ServiceTokens;
  lineItems: LineItems;
  now: () => Date;
  log?: FastifyBaseLogger;
  batchSize?: number;
  timeoutMs?: number;
}) {
  const { db, tokens, lineItems, now, log } = deps;
  const batchSize = deps.batchSize ?? 20;
  const leaseMs = (deps.timeoutMs ?? 10_000) * 3 + 30_000;
  let stopped = false;
  const sleepers = new Set<() => void>();
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        sleepers.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, Math.max(0, ms));
      sleepers.add(wake);
    });

  async function send({ outbox, link, platform }: Claimed) {
    const lineItem = await lineItems.lineItemOf(platform, link);
    const response = await tokens.call(
      platform,
      [ltiServiceScopes.score],
      serviceUrl(lineItem, 'scores'),
      {
        method: 'POST',
        accept: 'application/json',
        contentType: ltiMediaTypes.score,
        body: JSON.stringify(outbox.score),
      },
      'score',
    );
    if (response.ok) {
      await response.body?.cancel();
      return;
    }
    const passing = response.status >= 500 || [401, 403, 408, 429].includes(response.status);
    throw new ServiceError(
      serviceSaid.scoreNotTaken(response.status, await detailOf(response)),
      passing,
      response.status,
    );
  }

  /** One batch: claimed, sent in order, each outcome written. Answers how many were claimed. */
  async function deliverBatch(totals: ScoreTotals) {
    const started = now();
    const ids = await repository.claimDue(
      db,
      started,
      new Date(started.getTime() + leaseMs),
      batchSize,
    );
    if (ids.length === 0) return 0;
    const rows = await repository.claimed(db, ids);
    const down = new Map<string, Sentence>();
    for (const row of rows) {
      const held = down.get(row.platform.id);
      if (held) {
        await repository.retryLater(db, [row.outbox.id], now(), held);
        totals.waiting += 1;
        continue;
      }
      try {
        await send(row);
        await repository.sent(db, row.outbox.id, now());
        totals.sent += 1;
      } catch (error) {
        const failure = failureOf(error, 'lms', deps.timeoutMs ?? 10_000);
        const reason = sentenceOf(failure.said);
        if (failure.passing) {
          down.set(row.platform.id, reason);
          await repository.retryLater(db, [row.outbox.id], now(), reason);
          totals.waiting += 1;
        } else {
          await repository.failed(db, row.outbox.id, reason);
          totals.failed += 1;
        }
        log?.warn({ score: row.outbox.id, reason: failure.message }, 'LTI score not sent');
      }
    }
    return ids.length;
  }

  async function deliverDue(until = Number.POSITIVE_INFINITY): Promise<ScoreTotals> {
    const totals = { sent: 0, failed: 0, waiting: 0 };
    while (!stopped && Date.now() < until) {
      const claimed = await deliverBatch(totals);
      if (claimed < batchSize) break;
    }
    return totals;
  }

  return {
    deliverDue: () => deliverDue(),

    /**
     * The scheduled job: sends for up to `forMs`, looking again every `idleMs`, so a score
     * reaches the LMS within seconds though the job starts each minute.
     */
    async run(forMs = 50_000, idleMs = 1_000) {
      const until = Date.now() + forMs;
      const totals = { sent: 0, failed: 0, waiting: 0 };
      while (!stopped && Date.now() < until) {
        const round = await deliverDue(until);
        totals.sent += round.sent;
        totals.failed += round.failed;
        totals.waiting += round.waiting;
        await pause(idleMs);
      }
      return totals;
    },

    stop() {
      stopped = true;
      for (const wake of [...sleepers]) wake();
    },
  };
}

export type ScoreSender = ReturnType<typeof createScoreSender>;
