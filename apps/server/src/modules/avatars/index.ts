import { domainPlugin } from '../core/platform';
import { registerAvatars } from './register';
import { createAvatarService } from './service';

export const avatarsPlugin = domainPlugin(
  { name: 'avatars', dependencies: ['rewards'] },
  (app, { db }) =>
    registerAvatars(app, {
      avatars: createAvatarService({ db, rewards: app.rewards, log: app.log }),
    }),
);
