import type { Database } from '../../db/database';
import { domainPlugin } from '../core/platform';
import { createEducatorOverview } from './overview';
import { registerLearning } from './register';
import { createLearningService } from './service';

export {
  type StatementRow,
  toXapiStatement,
  type XapiStatement,
  xapiVersion,
} from './xapi-statement';

/** Told of each new statement inside the transaction that writes it. */
export type StatementListener = (tx: Database, statementId: string) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Where a domain registered later hears of each statement (the learning record store). */
    learning: { afterStatement(listener: StatementListener): void };
  }
}

/** Playing a class's modules, the record of it, and the teacher's view of a class's progress. */
export const learningPlugin = domainPlugin(
  {
    name: 'learning',
    dependencies: ['wallets', 'rewards', 'certificates', 'student-area', 'classes'],
    publishes: true,
  },
  (app, { db, config, now }) => {
    const { walletBook: book, rewards, certificates, studentArea: area, classes } = app;
    const listeners: StatementListener[] = [];
    const statementWritten: StatementListener = async (tx, statementId) => {
      for (const listener of listeners) await listener(tx, statementId);
    };
    app.decorate('learning', { afterStatement: (listener) => void listeners.push(listener) });
    registerLearning(app, {
      db,
      classes,
      learning: createLearningService({
        db,
        book,
        rewards,
        certificates,
        area,
        statementWritten,
        now,
      }),
      overview: createEducatorOverview({ db, classes }),
      publicUrl: config.publicUrl,
    });
  },
);
