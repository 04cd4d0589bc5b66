import { endpoints } from '@sparked/contracts';
import type { FastifyInstance } from 'fastify';
import type { CourseImport } from './course-import';

/** Importing course packages: the upload answers the queued job; the page polls it (decision 0035). */
export function registerCourseImport(app: FastifyInstance, imports: CourseImport) {
  app.endpoint(endpoints.importCartridge, async ({ request, user }) => ({
    data: await imports.upload(user.id, request),
  }));
  app.endpoint(endpoints.cartridgeImport, async ({ params, user }) => ({
    data: await imports.read(user.id, params.importId),
  }));
}
