import { endpoints } from '@sparked/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import { sendCsv } from '../../files/spreadsheet-csv';
import { auditActorOf, auditLog } from '../core/audit-log';
import type { PasswordResets } from '../sso';
import { auditCsv } from './audit-csv';
import type { TagsService } from './tags-service';
import { importUsers } from './user-import';
import type { UsersService } from './users-service';

/** The admin console (decision 0016): users, user tags and the audit log. */
export function registerAdmin(
  app: FastifyInstance,
  deps: { db: Database; users: UsersService; tags: TagsService; resets: PasswordResets },
) {
  const { db, users, tags, resets } = deps;

  app.endpoint(endpoints.users, async ({ query }) => ({ data: await users.list(query) }));
  app.endpoint(endpoints.user, async ({ params }) => ({ data: await users.detail(params.userId) }));

  app.endpoint(endpoints.changeUserRole, async ({ params, body, user, request }) => ({
    data: await users.changeOne(
      auditActorOf(request, user.id),
      params.userId,
      { kind: 'setRole', role: body.role },
      body.reason,
    ),
  }));
  app.endpoint(endpoints.deactivateUser, async ({ params, body, user, request }) => ({
    data: await users.changeOne(
      auditActorOf(request, user.id),
      params.userId,
      { kind: 'deactivate' },
      body.reason,
    ),
  }));
  app.endpoint(endpoints.reactivateUser, async ({ params, body, user, request }) => ({
    data: await users.changeOne(
      auditActorOf(request, user.id),
      params.userId,
      { kind: 'reactivate' },
      body.reason,
    ),
  }));
  app.endpoint(endpoints.sendPasswordReset, async ({ params, user, request }) => ({
    data: await resets.send(auditActorOf(request, user.id), params.userId),
  }));
  app.endpoint(endpoints.importUsers, async ({ body, user, request }) => {
    const actor = auditActorOf(request, user.id);
    const { result, created } = await importUsers(db, actor, body);
    await resets.invite(actor, created);
    return { data: result };
  });
  app.endpoint(endpoints.bulkChangeUsers, async ({ body, user, request }) => ({
    data: await users.bulk(auditActorOf(request, user.id), body),
  }));

  app.endpoint(endpoints.managedUserTags, async () => ({ data: await tags.list() }));
  app.endpoint(endpoints.createUserTag, async ({ body, user, request }) => ({
    data: await tags.create(auditActorOf(request, user.id), body),
  }));
  app.endpoint(endpoints.updateUserTag, async ({ params, body, user, request }) => ({
    data: await tags.update(auditActorOf(request, user.id), params.tagId, body),
  }));
  app.endpoint(endpoints.deleteUserTag, async ({ params, user, request }) => {
    await tags.remove(auditActorOf(request, user.id), params.tagId);
    return undefined;
  });
  app.endpoint(endpoints.tagUsers, async ({ params, body, user, request }) => ({
    data: await tags.setCarriers(auditActorOf(request, user.id), params.tagId, body.userIds, true),
  }));
  app.endpoint(endpoints.untagUsers, async ({ params, body, user, request }) => ({
    data: await tags.setCarriers(auditActorOf(request, user.id), params.tagId, body.userIds, false),
  }));

  app.endpoint(endpoints.auditLog, async ({ query }) => {
    const { limit, offset, ...filter } = query;
    return { data: await auditLog.page(db, filter, limit, offset) };
  });
  app.endpoint(endpoints.exportAuditLog, async ({ query, reply }) =>
    sendCsv(reply, 'sparked-audit-log.csv', auditCsv(await auditLog.all(db, query))),
  );
  app.endpoint(endpoints.ownAdminActivity, async ({ query, user }) => {
    const page = await auditLog.page(db, { subjectId: user.id }, query.limit, query.offset);
    return {
      data: {
        total: page.total,
        entries: page.entries.map(({ id, at, action, actor, reason, before, after }) => ({
          id,
          at,
          action,
          actor,
          reason,
          before,
          after,
        })),
      },
    };
  });
}
