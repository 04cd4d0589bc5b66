import { endpoints } from '@sparked/contracts';
import type { FastifyInstance } from 'fastify';
import type { AcademyService } from './service';

/** The academy catalogue and self-enrolment. */
export function registerAcademy(app: FastifyInstance, deps: { academy: AcademyService }) {
  const { academy } = deps;

  app.endpoint(endpoints.academy, async ({ query }) => ({ data: await academy.catalogue(query) }));
  app.endpoint(endpoints.academyModule, async ({ params, user }) => ({
    data: await academy.module(user, params.moduleId),
  }));
  app.endpoint(endpoints.academyEnrol, async ({ params, user }) => ({
    data: await academy.enrol(user, params.moduleId),
  }));
}
