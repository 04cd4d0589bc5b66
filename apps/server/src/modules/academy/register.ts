import { endpoints } from '@sparked/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import { readerOf } from '../core/reader';
import { modulePageInReadersLanguage, modulesInReadersLanguage } from './seeded-texts';
import type { AcademyService } from './service';

/** The academy catalogue and self-enrolment. */
export function registerAcademy(
  app: FastifyInstance,
  deps: { db: Database; academy: AcademyService },
) {
  const { db, academy } = deps;

  app.endpoint(endpoints.academy, async (context) => {
    const read = await readerOf(db, context);
    const catalogue = await academy.catalogue(context.query);
    return { data: { ...catalogue, modules: modulesInReadersLanguage(catalogue.modules, read) } };
  });
  app.endpoint(endpoints.academyModule, async (context) => {
    const read = await readerOf(db, context);
    const page = await academy.module(context.user, context.params.moduleId);
    return { data: modulePageInReadersLanguage(page, read) };
  });
  app.endpoint(endpoints.academyEnrol, async ({ params, user }) => ({
    data: await academy.enrol(user, params.moduleId),
  }));
}
