import type { BulkUserAction, BulkUserChange, UserListQuery } from '@sparked/contracts';
import type { Database } from '../../db/database';
import { AppError, notFound } from '../../http/errors';
import type { AccountStanding } from '../core/account-standing';
import type { AuditActor } from '../core/audit-log';
import type { WalletBook } from '../wallets';
import { changeUsers, type UserTarget } from './user-changes';
import { present, usersRepository } from './users-repository';

export function createUsersService(deps: {
  db: Database;
  book: WalletBook;
  standing: AccountStanding;
}) {
  const { db, book, standing } = deps;

  async function detail(userId: string) {
    const row = await usersRepository.find(db, userId);
    if (!row)
      throw notFound(
        /*i18n*/ { id: 'admin.there-is-no-such-user', message: 'There is no such user.' },
      );
    const [tags, classes, wallets] = await Promise.all([
      usersRepository.tagsOf(db, [userId]),
      usersRepository.classesOf(db, userId),
      book.read(db, userId),
    ]);
    return {
      ...present(row, tags.get(userId) ?? []),
      deactivatedAt: row.deactivatedAt?.toISOString() ?? null,
      classes,
      wallets: wallets.wallets,
    };
  }

  /** Runs a change; the accounts it touched are read afresh by this instance's next request. */
  async function change(
    actor: AuditActor,
    target: UserTarget,
    action: BulkUserAction,
    reason: string | null,
    dryRun: boolean,
  ) {
    const result = await changeUsers(db, actor, { target, action, reason, dryRun });
    if (!dryRun) for (const { userId } of result.changes) standing.forget(userId);
    return result;
  }

  return {
    async list(query: UserListQuery) {
      const { rows, total } = await usersRepository.page(db, query);
      const tags = await usersRepository.tagsOf(
        db,
        rows.map((row) => row.id),
      );
      return { users: rows.map((row) => present(row, tags.get(row.id) ?? [])), total };
    },

    detail,

    /** One user's role or status; the last active admin's refusal is a 409 that says why. */
    async changeOne(actor: AuditActor, userId: string, action: BulkUserAction, reason: string) {
      const result = await change(actor, { userIds: [userId] }, action, reason, false);
      if (result.matched === 0)
        throw notFound(
          /*i18n*/ { id: 'admin.there-is-no-such-user', message: 'There is no such user.' },
        );
      const [refusal] = result.refused;
      if (refusal) throw new AppError(409, 'conflict', refusal.reason);
      return detail(userId);
    },

    bulk: (actor: AuditActor, body: BulkUserChange) =>
      change(actor, body.target, body.action, body.reason, body.dryRun),

    change,
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
