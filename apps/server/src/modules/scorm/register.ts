import { endpoints } from '@sparked/contracts';
import type { FastifyInstance } from 'fastify';
import type { ScormService } from './service';

/** Authors upload packages; the player asks where a package's launcher is. */
export function registerScorm(app: FastifyInstance, deps: { scorm: ScormService }) {
  const { scorm } = deps;
  app.endpoint(endpoints.uploadScormPackage, async ({ params, request, user }) => ({
    data: await scorm.upload(user.id, params.moduleId, request),
  }));
  app.endpoint(endpoints.scormLaunch, async ({ params }) => ({
    data: await scorm.launch(params.packageId),
  }));
}
