import { endpoints } from '@sparked/contracts';
import type { FastifyInstance } from 'fastify';
import type { AvatarService } from './service';

/** Avatars are public to signed-in users (leaderboards); only one's own can be saved. */
export function registerAvatars(app: FastifyInstance, deps: { avatars: AvatarService }) {
  const { avatars } = deps;

  /** One's own without `?id`. */
  app.endpoint(endpoints.avatar, async ({ query, user }) => ({
    data: await avatars.avatarOf(query.id ?? user.id),
  }));

  app.endpoint(endpoints.avatars, async ({ query }) => ({
    data: await avatars.avatarsOf(query['ids[]']),
  }));

  app.endpoint(endpoints.saveAvatar, async ({ body, user }) => ({
    data: await avatars.save(user.id, body),
  }));
}
