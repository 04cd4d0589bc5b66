import { endpoints } from '@sparked/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import { sendCsv } from '../../files/spreadsheet-csv';
import type { ClassService } from '../classes';
import { readerOf } from '../core/reader';
import type { EducatorOverviewReader } from './overview';
import { progressCsv } from './progress-csv';
import { activityInReadersLanguage, outlineInReadersLanguage, seededTextsIn } from './seeded-texts';
import type { LearningService } from './service';
import { xapiVersion } from './xapi-statement';

/** The player and the teacher's progress views. */
export function registerLearning(
  app: FastifyInstance,
  deps: {
    db: Database;
    learning: LearningService;
    classes: ClassService;
    overview: EducatorOverviewReader;
    /** The deployment's address: the IRIs Sparked owns in a statement live under it. */
    publicUrl: string;
  },
) {
  const { db, learning, classes, overview, publicUrl } = deps;

  app.endpoint(endpoints.learnerModule, async (context) => {
    const read = await readerOf(db, context);
    const { classId, moduleId } = context.params;
    const outline = await learning.outline(context.user, classId, moduleId);
    return { data: outlineInReadersLanguage(outline, read) };
  });
  app.endpoint(endpoints.learnerActivity, async (context) => {
    const read = await readerOf(db, context);
    const activity = await learning.activity(context.user, context.params);
    return { data: activityInReadersLanguage(activity, read) };
  });
  app.endpoint(endpoints.saveProgress, async ({ params, body, user }) => ({
    data: await learning.progress(user, params, body),
  }));
  app.endpoint(endpoints.submitForm, async (context) => {
    const read = await readerOf(db, context);
    const marked = await learning.submit(context.user, context.params, context.body);
    return { data: { ...marked, questions: seededTextsIn(marked.questions, read) } };
  });
  app.endpoint(endpoints.saveFormDraft, async ({ params, body, user }) => {
    await learning.saveDraft(user, params, body.answers);
    return undefined;
  });
  app.endpoint(endpoints.completeActivity, async ({ params, body, user }) => ({
    data: await learning.complete(user, params, body),
  }));
  app.endpoint(endpoints.saveScormRuntime, async ({ params, body, user }) => ({
    data: await learning.scormCommit(user, params, body),
  }));
  app.endpoint(endpoints.checkAnswer, async (context) => {
    const read = await readerOf(db, context);
    return {
      data: seededTextsIn(await learning.check(context.user, context.params, context.body), read),
    };
  });

  app.endpoint(endpoints.classProgress, async ({ params, user }) => {
    await classes.assertTeaches(user, params.classId);
    return { data: await learning.grid(params.classId) };
  });
  app.endpoint(endpoints.classProgressCsv, async ({ params, user, reply }) => {
    await classes.assertTeaches(user, params.classId);
    return sendCsv(reply, 'class-progress.csv', progressCsv(await learning.grid(params.classId)));
  });
  app.endpoint(endpoints.resetProgress, async ({ params, user }) => {
    await classes.assertTeaches(user, params.classId);
    await learning.resetProgress(params.classId, params.userId);
    return undefined;
  });
  app.endpoint(endpoints.educatorOverview, async ({ user }) => ({ data: await overview(user) }));
  app.endpoint(endpoints.classStatements, async ({ params, query, user, request, reply }) => {
    await classes.assertTeaches(user, params.classId);
    const result = await learning.statements(params.classId, {
      origin: publicUrl,
      path: request.url.split('?')[0] ?? request.url,
      query,
    });
    // Written as JSON text already (the export's pages are large): sent as it is.
    return reply
      .header('X-Experience-API-Version', xapiVersion)
      .type('application/json; charset=utf-8')
      .send(result);
  });
}
