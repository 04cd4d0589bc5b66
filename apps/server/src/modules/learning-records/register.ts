import { endpoints } from '@sparked/contracts';
import type { FastifyInstance } from 'fastify';
import { auditActorOf } from '../core/audit-log';
import type { LearningRecordsAdmin } from './service';

/** The admin page's calls: the store's connection and state, its test, refused statements. */
export function registerLearningRecords(
  app: FastifyInstance,
  deps: { admin: LearningRecordsAdmin },
) {
  const { admin } = deps;
  app.endpoint(endpoints.learningRecordStore, async () => ({ data: await admin.state() }));
  app.endpoint(endpoints.saveLearningRecordStore, async ({ body, user, request }) => ({
    data: await admin.saveConnection(auditActorOf(request, user.id), body),
  }));
  app.endpoint(endpoints.clearLearningRecordStore, async ({ user, request }) => ({
    data: await admin.clearConnection(auditActorOf(request, user.id)),
  }));
  app.endpoint(endpoints.testLearningRecordStore, async () => ({ data: await admin.test() }));
  app.endpoint(endpoints.parkedStatements, async ({ query }) =>
    admin.parked(query.limit, query.offset),
  );
  app.endpoint(endpoints.retryParkedStatement, async ({ params, user, request, transaction }) =>
    transaction(async (tx) => ({
      data: await admin.retry(tx, auditActorOf(request, user.id), params.statementId),
    })),
  );
  app.endpoint(endpoints.discardParkedStatement, async ({ params, body, user, request }) => ({
    data: await admin.discard(auditActorOf(request, user.id), params.statementId, body.reason),
  }));
}
