import { endpoints } from '@sparked/contracts';
import type { FastifyInstance } from 'fastify';
import type { StudentAreaService } from './service';

/** The gamified student area: settings, streaks and the platform's links. */
export function registerStudentArea(app: FastifyInstance, deps: { area: StudentAreaService }) {
  const { area } = deps;

  app.endpoint(endpoints.mySettings, async ({ user }) => ({ data: await area.settings(user.id) }));
  app.endpoint(endpoints.updateMySettings, async ({ user, body }) => ({
    data: await area.updateSettings(user.id, body),
  }));
  app.endpoint(endpoints.myStreak, async ({ user }) => ({ data: await area.streak(user.id) }));
  app.endpoint(endpoints.platformLinks, async () => ({ data: await area.links() }));
  app.endpoint(endpoints.updatePlatformLinks, async ({ user, body }) => ({
    data: await area.updateLinks(user.id, body),
  }));
}
