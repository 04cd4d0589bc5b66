import type { FastifyBaseLogger } from 'fastify';
import { isDatabaseUnavailable } from '../../http/database-unavailable';

/**
 * pg-boss 10 does not await the `complete` and `fail` that its worker sends after a job
 * (timgit/pg-boss#577, fixed only in a later major): with PostgreSQL restarting at that moment,
 * their rejection went unhandled and Node stopped the instance. Such a rejection is logged as a
 * warning instead; the job stays active and pg-boss retries it when it expires (jobs are safe to
 * run twice, decision 0037). Any other unhandled rejection still stops the process, as Node would.
 */
export function unhandledRejectionHandler(log: Pick<FastifyBaseLogger, 'warn'>) {
  return (reason: unknown) => {
    const stack = reason instanceof Error ? (reason.stack ?? '') : '';
    if (isDatabaseUnavailable(reason) && /[\\/]pg-boss[\\/]/.test(stack)) {
      log.warn(
        { err: reason },
        'the job queue lost PostgreSQL while finishing a job; it retries the job when it expires',
      );
      return;
    }
    throw reason;
  };
}
