import type { Classmates } from '@sparked/contracts';
import type { Database } from '../../db/database';
import { AppError, conflict, issueOf, notFound } from '../../http/errors';
import type { ServerMessage } from '../../i18n/catalogues';
import { priceOf } from '../core/price';
import { type Caller, type ClassDeps, iso, noClass, teach } from './class-access';
import { nicknameOf } from './nickname';
import { classRepository as repository } from './repository';

/** The sentences this file answers with (decision 0046). */
const said = {
  thatCodeDoesNotWorkFor: /*i18n*/ {
    id: 'classes.that-code-does-not-work-for',
    message: 'That code does not work for this class. Check it with your teacher.',
  },
  notThisClassCode: /*i18n*/ {
    id: 'classes.not-this-class-code',
    message: 'Not this class’s code.',
  },
  thereIsNoSuchClass: /*i18n*/ {
    id: 'classes.there-is-no-such-class',
    message: 'There is no such class.',
  },
  teachersAndAdminsDoNotJoin: /*i18n*/ {
    id: 'classes.teachers-and-admins-do-not-join',
    message: 'Teachers and admins do not join classes as students.',
  },
  thisClassIsNotTakingNew: /*i18n*/ {
    id: 'classes.this-class-is-not-taking-new',
    message: 'This class is not taking new students.',
  },
  thisClassIsPaidBuyA: /*i18n*/ {
    id: 'classes.this-class-is-paid-buy-a',
    message: 'This class is paid: buy a place to join it.',
  },
  thisCodeHasExpiredAskYour: /*i18n*/ {
    id: 'classes.this-code-has-expired-ask-your',
    message: 'This code has expired. Ask your teacher for a new one.',
  },
  thisCodeHasBeenUsedAs: /*i18n*/ {
    id: 'classes.this-code-has-been-used-as',
    message:
      'This code has been used as many times as your teacher allowed. Ask them for a new one.',
  },
  youAreNotInThisClass: /*i18n*/ {
    id: 'classes.you-are-not-in-this-class',
    message: 'You are not in this class.',
  },
} satisfies Record<string, ServerMessage>;

/** Failed code guesses allowed per window (the rate limiter's window), per account and per IP. */
const guessLimits = { account: 10, ip: 30 };

const wrongCode = () =>
  new AppError(400, 'validation_failed', said.thatCodeDoesNotWorkFor, [
    issueOf('code', said.notThisClassCode),
  ]);

/** A student's side of a class: its landing page, joining, leaving, classmates, their classes. */
export function createMembership({ db, limiter, paymentsEnabled, now }: ClassDeps) {
  return {
    async landing(classId: string) {
      const row = await repository.summary(db, classId);
      if (!row || row.class.archivedAt) throw notFound(said.thereIsNoSuchClass);
      const modules = await repository.modules(db, classId);
      return {
        id: row.class.id,
        name: row.class.name,
        description: row.class.description,
        teacher: row.teacherName,
        joinMode: row.class.joinMode,
        modules: modules.map(({ title }) => ({ title })),
        price: priceOf(row.class),
        purchasable: priceOf(row.class) === null || paymentsEnabled,
      };
    },

    /**
     * A student joins: an open class takes anyone; an approval class takes its code, or queues a
     * request without one; a closed or archived class takes nobody; a paid class takes those who
     * bought a place (the payment admits them). Failed codes count against the account and the
     * address, so codes cannot be guessed.
     */
    async join(caller: Caller, classId: string, code: string | undefined, ip: string) {
      if (caller.user_role !== 'student') throw conflict(said.teachersAndAdminsDoNotJoin);
      const keys = { account: `join:account:${caller.id}`, ip: `join:ip:${ip}` };
      if (code)
        await limiter.assertAllowed([
          { key: keys.account, max: guessLimits.account },
          { key: keys.ip, max: guessLimits.ip },
        ]);
      const outcome = await db.transaction(async (tx) => {
        const row = await repository.lock(tx, classId);
        if (!row || row.archivedAt) return { failed: true as const };
        const existing = await repository.membership(tx, classId, caller.id);
        if (existing?.status === 'active') return { status: existing.status };
        if (row.joinMode === 'closed') throw conflict(said.thisClassIsNotTakingNew);
        if (priceOf(row)) throw conflict(said.thisClassIsPaidBuyA);
        if (code) {
          const found = await repository.findCode(tx, classId, code);
          if (!found) return { failed: true as const };
          if (found.expiresAt.getTime() <= now().getTime())
            throw conflict(said.thisCodeHasExpiredAskYour);
          if (!(await repository.useCode(tx, code))) throw conflict(said.thisCodeHasBeenUsedAs);
          await repository.admit(tx, classId, caller.id, 'code');
          return { status: 'active' as const };
        }
        if (existing) return { status: existing.status };
        const status = row.joinMode === 'open' ? ('active' as const) : ('pending' as const);
        await repository.addMember(tx, { classId, userId: caller.id, status, via: 'open' });
        return { status };
      });
      if ('failed' in outcome) {
        if (code) await limiter.record([keys.account, keys.ip]);
        throw code ? wrongCode() : notFound(said.thereIsNoSuchClass);
      }
      return { classId, status: outcome.status };
    },

    /** Inside a payment's transaction: the buyer is an active student of the class. */
    async admitPaid(tx: Database, userId: string, classId: string) {
      await repository.admit(tx, classId, userId, 'payment');
    },

    /** Inside a refund's transaction: the class closes for the buyer; their record stays. */
    async dismissPaid(tx: Database, userId: string, classId: string) {
      await repository.removeMember(tx, classId, userId);
    },

    async leave(caller: Caller, classId: string) {
      if (!(await repository.removeMember(db, classId, caller.id)))
        throw notFound(said.youAreNotInThisClass);
    },

    /**
     * Who is in the class, for its students and teachers: nicknames unless the teacher shows
     * first names, sorted so the list reads alphabetically either way.
     */
    async classmates(caller: Caller, classId: string): Promise<Classmates> {
      const row = await repository.find(db, classId);
      if (!row) throw noClass();
      const member = await repository.membership(db, classId, caller.id);
      if (member?.status !== 'active') await teach(db, caller, classId);
      const rows = await repository.classmates(db, classId);
      const classmates = rows
        .map(({ userId, firstName }) => ({
          userId,
          name: row.showFirstNames ? firstName : nicknameOf(userId),
          you: userId === caller.id,
        }))
        .sort((a, b) => a.name.localeCompare(b.name));
      return { firstNames: row.showFirstNames, classmates };
    },

    async mine(caller: Caller) {
      const rows = await repository.memberships(db, caller.id);
      return Promise.all(
        rows.map(async (row) => ({
          id: row.class.id,
          name: row.class.name,
          academy: row.class.academyModuleId !== null,
          teacher: row.teacherName,
          status: row.status,
          // Modules are the class's business until the teacher lets the student in.
          modules:
            row.status === 'active'
              ? (await repository.modules(db, row.class.id)).map(({ moduleId, title, dueAt }) => ({
                  moduleId,
                  title,
                  dueAt: iso(dueAt),
                }))
              : [],
        })),
      );
    },
  };
}
