import { domainPlugin } from '../core/platform';
import { registerAdmin } from './register';
import { createTagsService } from './tags-service';
import { createUsersService } from './users-service';

/** The admin console (decision 0016): users, user tags and the audit log. */
export const adminPlugin = domainPlugin(
  { name: 'admin', dependencies: ['sso', 'wallets'] },
  (app, { db, standing }) => {
    const users = createUsersService({ db, book: app.walletBook, standing });
    registerAdmin(app, {
      db,
      users,
      tags: createTagsService({ db, users }),
      resets: app.passwordResets,
    });
  },
);
