import type { AccessTokenClaims, Class, ClassSummary } from '@sparked/contracts';
import type { Database } from '../../db/database';
import { conflict, notFound } from '../../http/errors';
import type { RateLimiter } from '../../http/rate-limit';
import { priceOf } from '../core/price';
import { userRepository } from '../core/users-repository';
import { generateCode } from './codes';
import { nicknameOf } from './nickname';
import { type ClassRow, classRepository as repository } from './repository';

export type Caller = Pick<AccessTokenClaims, 'id' | 'user_role'>;

/** What the class use cases share: the database, the guess limiter, payments, the clock. */
export type ClassDeps = {
  db: Database;
  limiter: RateLimiter;
  /** Whether a paid class's place can be bought here (payment provider keys are set). */
  paymentsEnabled: boolean;
  now: () => Date;
};

export const noClass = () =>
  notFound(
    /*i18n*/ {
      id: 'classes.there-is-no-such-class-or',
      message: 'There is no such class, or you do not teach it.',
    },
  );
export const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** Admins teach every class; facilitators the ones they own or co-teach. */
export async function teach(tx: Database, caller: Caller, classId: string): Promise<ClassRow> {
  const row = await repository.find(tx, classId);
  if (!row) throw noClass();
  if (caller.user_role !== 'admin' && !(await repository.isTeacher(tx, classId, caller.id)))
    throw noClass();
  return row;
}

export function summary(row: {
  class: ClassRow;
  teacherName: string;
  students: number;
  pending: number;
}): ClassSummary {
  const { class: c } = row;
  return {
    id: c.id,
    name: c.name,
    description: c.description,
    term: c.term,
    joinMode: c.joinMode,
    showFirstNames: c.showFirstNames,
    sequential: c.sequential,
    leagues: c.leagues,
    leaderboard: c.leaderboard,
    codeBoxFullCode: c.codeBoxFullCode,
    price: priceOf(c),
    archived: c.archivedAt !== null,
    teacher: { id: c.ownerId, name: row.teacherName },
    students: row.students,
    pending: row.pending,
    createdAt: c.createdAt.toISOString(),
  };
}

export async function present(tx: Database, classId: string): Promise<Class> {
  const row = await repository.summary(tx, classId);
  if (!row) throw noClass();
  // One after another: inside a transaction the three share one connection.
  const modules = await repository.modules(tx, classId);
  const code = await repository.activeCode(tx, classId);
  const coTeachers = await repository.coTeachers(tx, classId);
  return {
    ...summary(row),
    modules: modules.map((module) => ({
      ...module,
      version: module.version ?? 0,
      dueAt: iso(module.dueAt),
    })),
    joinCode: code
      ? {
          code: code.code,
          expiresAt: code.expiresAt.toISOString(),
          maxUses: code.maxUses,
          uses: code.uses,
        }
      : null,
    coTeachers,
  };
}

/** A teacher's change, under the class lock, answered with the class as it now is. */
export function change(
  db: Database,
  caller: Caller,
  classId: string,
  work: (tx: Database, row: ClassRow) => Promise<void>,
) {
  return db.transaction(async (tx) => {
    await teach(tx, caller, classId);
    const locked = await repository.lock(tx, classId);
    if (!locked) throw noClass();
    await work(tx, locked);
    return present(tx, classId);
  });
}

export async function rosterOf(tx: Database, classId: string) {
  const rows = await repository.roster(tx, classId);
  return rows.map((row) => ({
    ...row,
    nickname: nicknameOf(row.userId),
    joinedAt: row.joinedAt.toISOString(),
  }));
}

/** Draws codes until one is free; a clash among 31^8 codes is rare, five in a row impossible. */
export async function freshCode(insert: (code: string) => Promise<boolean>): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const code = generateCode();
    if (await insert(code)) return code;
  }
  throw new Error('could not find a free code');
}

export async function studentByEmail(tx: Database, email: string) {
  const user = await userRepository.findUserByEmail(tx, email);
  if (!user)
    throw notFound(
      /*i18n*/ {
        id: 'classes.there-is-no-sparked-account-with',
        message: 'There is no Sparked account with that email.',
      },
    );
  if (user.role !== 'student')
    throw conflict(
      /*i18n*/ {
        id: 'classes.only-student-accounts-can-join-a',
        message: 'Only student accounts can join a class as students.',
      },
    );
  return user;
}
