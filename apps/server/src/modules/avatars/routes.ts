import { avatarQuerySchema, avatarsQuerySchema, saveAvatarRequestSchema } from '@sparked/contracts';
import type { FastifyInstance } from 'fastify';
import type { Guards } from '../../http/authenticate';
import { parseWith } from '../../http/validation';
import type { AvatarService } from './service';

/** Avatars are public to signed-in users (leaderboards); only one's own can be saved. */
export function avatarRoutes(deps: { service: AvatarService; guards: Guards }) {
  const { service, guards } = deps;
  return async (app: FastifyInstance) => {
    app.get('/token-store/avatar', async (request) => {
      const claims = await guards.requireUser(request);
      const { id } = parseWith(avatarQuerySchema, request.query, 'query');
      const [avatar] = await service.avatarsOf([id ?? claims.id]);
      return { data: avatar };
    });

    app.get('/token-store/avatars', async (request) => {
      await guards.requireUser(request);
      const { 'ids[]': ids } = parseWith(avatarsQuerySchema, request.query, 'query');
      return { data: await service.avatarsOf(ids) };
    });

    app.post('/token-store/avatar', async (request) => {
      const claims = await guards.requireUser(request);
      const avatar = parseWith(saveAvatarRequestSchema, request.body, 'request body');
      return { data: await service.save(claims.id, avatar) };
    });
  };
}
