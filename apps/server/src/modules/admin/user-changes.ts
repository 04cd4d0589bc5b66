import {
  type BulkUserAction,
  type BulkUserResult,
  bulkPreviewLimit,
  bulkUserLimit,
} from '@sparked/contracts';
import type { Database } from '../../db/database';
import { AppError, notFound, sentenceOf } from '../../http/errors';
import { type AuditActor, type AuditRecord, recordAudit } from '../core/audit-log';
import { endSessionsOf } from '../sso';
import { tagsRepository } from './tags-repository';
import { type TagOfUser, type UserRow, type UserTarget, usersRepository } from './users-repository';

export type { UserTarget } from './users-repository';

interface Plan {
  row: UserRow;
  before: string;
  after: string;
  audit: Omit<AuditRecord, 'reason'>;
}

const nameOf = (row: UserRow) => `${row.firstName} ${row.lastName}`;
const statusOf = (row: UserRow) => (row.deactivatedAt ? 'deactivated' : 'active');
const tagList = (tags: TagOfUser[]) => tags.map((tag) => tag.name).join(', ') || 'none';
/** Why a bulk change leaves an admin as they are, as the admin's page says it (decision 0046). */
const lastAdminStays = /*i18n*/ {
  id: 'admin.bulk-change.last-active-admin-stays',
  message: 'The last active admin keeps their role and access; make another admin first.',
};

/**
 * Works out, for each user a change reaches, what it would do: the before and after an admin
 * reads in a dry run, the audit row the real run writes, or why a user is left as they are.
 */
async function plan(tx: Database, rows: UserRow[], action: BulkUserAction) {
  const plans: Plan[] = [];
  const refused: BulkUserResult['refused'] = [];

  if (action.kind === 'addTag' || action.kind === 'removeTag') {
    const tag = await tagsRepository.lock(tx, action.tagId);
    if (!tag)
      throw notFound(
        /*i18n*/ { id: 'admin.there-is-no-such-tag', message: 'There is no such tag.' },
      );
    const ids = rows.map((row) => row.id);
    const [carriers, tagsByUser] = await Promise.all([
      tagsRepository.carriersAmong(tx, tag.id, ids),
      usersRepository.tagsOf(tx, ids),
    ]);
    const adding = action.kind === 'addTag';
    for (const row of rows) {
      if (carriers.has(row.id) === adding) continue;
      const tags = tagsByUser.get(row.id) ?? [];
      const afterTags = adding
        ? [...tags, tag].sort((a, b) => a.name.localeCompare(b.name))
        : tags.filter((each) => each.id !== tag.id);
      plans.push({
        row,
        before: tagList(tags),
        after: tagList(afterTags),
        audit: {
          action: adding ? 'user.tag.add' : 'user.tag.remove',
          subjectId: row.id,
          target: `tag:${tag.id}`,
          before: { tags: tagList(tags) },
          after: { tags: tagList(afterTags) },
        },
      });
    }
    return { plans, refused };
  }

  // Role and status changes may take admins away: one active admin always stays.
  const activeAdmins = new Set(await usersRepository.lockActiveAdmins(tx));
  for (const row of rows) {
    const next = nextState(row, action);
    if (!next) continue;
    const wasActiveAdmin = activeAdmins.has(row.id);
    const staysActiveAdmin = next.role === 'admin' && next.status === 'active';
    if (wasActiveAdmin && !staysActiveAdmin) {
      if (activeAdmins.size === 1) {
        const { message, entry } = sentenceOf(lastAdminStays);
        refused.push({ userId: row.id, name: nameOf(row), reason: message, entry });
        continue;
      }
      activeAdmins.delete(row.id);
    }
    plans.push({ row, ...next.change });
  }
  return { plans, refused };
}

interface NextState {
  role: UserRow['role'];
  status: 'active' | 'deactivated';
  change: Omit<Plan, 'row'>;
}

/** A role or status change to one user, or null when they already are as asked. */
function nextState(
  row: UserRow,
  action: Exclude<BulkUserAction, { kind: 'addTag' | 'removeTag' }>,
): NextState | null {
  const status = statusOf(row);
  if (action.kind === 'setRole') {
    if (row.role === action.role) return null;
    return {
      role: action.role,
      status,
      change: {
        before: row.role,
        after: action.role,
        audit: {
          action: 'user.role',
          subjectId: row.id,
          target: `user:${row.id}`,
          before: { role: row.role },
          after: { role: action.role },
        },
      },
    };
  }
  const wanted = action.kind === 'deactivate' ? 'deactivated' : 'active';
  if (status === wanted) return null;
  return {
    role: row.role,
    status: wanted,
    change: {
      before: status,
      after: wanted,
      audit: {
        action: action.kind === 'deactivate' ? 'user.deactivate' : 'user.reactivate',
        subjectId: row.id,
        target: `user:${row.id}`,
        before: { status },
        after: { status: wanted },
      },
    },
  };
}

async function apply(tx: Database, action: BulkUserAction, userIds: string[]) {
  switch (action.kind) {
    case 'addTag':
      return tagsRepository.assign(tx, action.tagId, userIds);
    case 'removeTag':
      return tagsRepository.unassign(tx, action.tagId, userIds);
    case 'setRole':
      return usersRepository.setRole(tx, userIds, action.role);
    case 'deactivate':
      await usersRepository.setDeactivated(tx, userIds, true);
      // Every session ends at once; access tokens already out stop at the next standing check.
      for (const userId of userIds) await endSessionsOf(tx, userId);
      return;
    case 'reactivate':
      return usersRepository.setDeactivated(tx, userIds, false);
  }
}

/**
 * One change to the users a target reaches, in one transaction with its audit rows; a dry run
 * reads and locks the same rows, says what would change, and writes nothing.
 */
export async function changeUsers(
  db: Database,
  actor: AuditActor,
  change: { target: UserTarget; action: BulkUserAction; reason: string | null; dryRun: boolean },
): Promise<BulkUserResult> {
  return db.transaction(async (tx) => {
    const rows = await usersRepository.lockMatching(tx, change.target);
    if (rows.length > bulkUserLimit)
      throw new AppError(
        400,
        'bad_request',
        /*i18n*/ {
          id: 'admin.the-filter-reaches-users-at-most',
          message:
            'The filter reaches {length} users; at most {bulkUserLimit} change at once. Narrow the filter.',
          values: { length: rows.length, bulkUserLimit },
        },
      );
    const { plans, refused } = await plan(tx, rows, change.action);
    if (!change.dryRun) {
      await apply(
        tx,
        change.action,
        plans.map((each) => each.row.id),
      );
      await recordAudit(
        tx,
        actor,
        plans.map((each) => ({ ...each.audit, reason: change.reason })),
      );
    }
    return {
      dryRun: change.dryRun,
      matched: rows.length,
      changed: plans.length,
      changes: plans.slice(0, bulkPreviewLimit).map((each) => ({
        userId: each.row.id,
        name: nameOf(each.row),
        email: each.row.email,
        before: each.before,
        after: each.after,
      })),
      refused,
    };
  });
}
