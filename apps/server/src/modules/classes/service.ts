import type {
  AccessTokenClaims,
  Class,
  ClassDetails,
  Classmates,
  ClassSummary,
  classListQuerySchema,
} from '@sparked/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { readingCsv } from '../../files/csv-table';
import { AppError, conflict, notFound } from '../../http/errors';
import type { RateLimiter } from '../../http/rate-limit';
import { type AuditActor, recordAudit } from '../core/audit-log';
import { priceOf, withPriceColumns } from '../core/price';
import { moduleAuthorRepository } from '../module-authors';
import { ssoRepository } from '../sso';
import { generateCode } from './codes';
import { nicknameOf } from './nickname';
import { type ClassRow, classRepository as repository } from './repository';
import { readRosterCsv } from './roster-import';

type Caller = Pick<AccessTokenClaims, 'id' | 'user_role'>;

/** Failed code guesses allowed per window (the rate limiter's window), per account and per IP. */
const guessLimits = { account: 10, ip: 30 };
/** A join code lives at most a year. */
const maxCodeLifetimeMs = 365 * 24 * 60 * 60 * 1000;

const noClass = () => notFound('There is no such class, or you do not teach it.');
const wrongCode = () =>
  new AppError(
    400,
    'validation_failed',
    'That code does not work for this class. Check it with your teacher.',
    [{ path: 'code', message: 'Not this class’s code.' }],
  );
const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function createClassService(deps: {
  db: Database;
  limiter: RateLimiter;
  /** Whether a paid class's place can be bought here (payment provider keys are set). */
  paymentsEnabled: boolean;
  now?: () => Date;
}) {
  const { db, limiter, paymentsEnabled } = deps;
  const now = deps.now ?? (() => new Date());

  /** Admins teach every class; facilitators the ones they own or co-teach. */
  async function teach(tx: Database, caller: Caller, classId: string): Promise<ClassRow> {
    const row = await repository.find(tx, classId);
    if (!row) throw noClass();
    if (caller.user_role !== 'admin' && !(await repository.isTeacher(tx, classId, caller.id)))
      throw noClass();
    return row;
  }

  function summary(row: {
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

  async function present(tx: Database, classId: string): Promise<Class> {
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
  function change(
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

  async function roster(tx: Database, classId: string) {
    const rows = await repository.roster(tx, classId);
    return rows.map((row) => ({
      ...row,
      nickname: nicknameOf(row.userId),
      joinedAt: row.joinedAt.toISOString(),
    }));
  }

  /** Draws codes until one is free; a clash among 31^8 codes is rare, five in a row impossible. */
  async function freshCode(insert: (code: string) => Promise<boolean>): Promise<string> {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const code = generateCode();
      if (await insert(code)) return code;
    }
    throw new Error('could not find a free code');
  }

  async function studentByEmail(tx: Database, email: string) {
    const user = await ssoRepository.findUserByEmail(tx, email);
    if (!user) throw notFound('There is no Sparked account with that email.');
    if (user.role !== 'student')
      throw conflict('Only student accounts can join a class as students.');
    return user;
  }

  return {
    /** Refuses (404) a caller who does not teach the class; for other modules' teacher calls. */
    async assertTeaches(caller: Caller, classId: string) {
      await teach(db, caller, classId);
    },

    async list(caller: Caller, query: z.output<typeof classListQuerySchema>) {
      const { rows, total } = await repository.list(db, {
        ...query,
        teacherId: caller.user_role === 'admin' ? undefined : caller.id,
      });
      return { classes: rows.map(summary), total };
    },

    async create(caller: Caller, details: ClassDetails) {
      const row = await repository.insert(db, caller.id, details);
      return present(db, row.id);
    },

    async read(caller: Caller, classId: string) {
      await teach(db, caller, classId);
      return present(db, classId);
    },

    update: (caller: Caller, classId: string, details: Partial<ClassDetails>) =>
      change(caller, classId, (tx) => repository.update(tx, classId, withPriceColumns(details))),

    archive: (caller: Caller, classId: string) =>
      change(caller, classId, async (tx) => {
        await repository.revokeCodes(tx, classId);
        await repository.update(tx, classId, { archivedAt: now() });
      }),

    restore: (caller: Caller, classId: string) =>
      change(caller, classId, (tx) => repository.update(tx, classId, { archivedAt: null })),

    /** Only published modules, and only ones the caller authors unless they are an admin. */
    setModules: (
      caller: Caller,
      classId: string,
      assigned: readonly { moduleId: string; dueAt: string | null }[],
    ) =>
      change(caller, classId, async (tx) => {
        const ids = [...new Set(assigned.map((entry) => entry.moduleId))];
        if (ids.length !== assigned.length) throw conflict('Assign each module once.');
        const found = new Map((await repository.assignable(tx, ids)).map((row) => [row.id, row]));
        for (const id of ids) {
          const module = found.get(id);
          const authored =
            caller.user_role === 'admin' ||
            (await moduleAuthorRepository.authorship(tx, id, caller.id)) !== undefined;
          if (!module || !authored)
            throw notFound('There is no such module among the ones you author.');
          if (module.status !== 'published' || module.version === null)
            throw conflict('Publish a module before assigning it to a class.');
        }
        await repository.setModules(
          tx,
          classId,
          assigned.map((entry) => ({
            moduleId: entry.moduleId,
            dueAt: entry.dueAt ? new Date(entry.dueAt) : null,
          })),
        );
      }),

    async createJoinCode(
      caller: Caller,
      classId: string,
      request: { expiresAt: string; maxUses: number | null },
    ) {
      const expiresAt = new Date(request.expiresAt);
      const at = now().getTime();
      if (expiresAt.getTime() <= at + 60_000)
        throw new AppError(
          400,
          'validation_failed',
          'Choose an expiry at least a minute from now.',
          [{ path: 'expiresAt', message: 'Must be in the future.' }],
        );
      if (expiresAt.getTime() > at + maxCodeLifetimeMs)
        throw new AppError(400, 'validation_failed', 'A join code can last at most a year.', [
          { path: 'expiresAt', message: 'At most a year from now.' },
        ]);
      const created = await change(caller, classId, async (tx, row) => {
        if (row.archivedAt)
          throw conflict('This class is archived. Restore it to take new students.');
        await repository.revokeCodes(tx, classId);
        await freshCode((code) =>
          repository.insertCode(tx, {
            code,
            classId,
            expiresAt,
            maxUses: request.maxUses,
            createdBy: caller.id,
          }),
        );
      });
      if (!created.joinCode) throw new Error('the new code was not stored');
      return created.joinCode;
    },

    revokeJoinCode: (caller: Caller, classId: string) =>
      change(caller, classId, (tx) => repository.revokeCodes(tx, classId)),

    async roster(caller: Caller, classId: string) {
      await teach(db, caller, classId);
      return roster(db, classId);
    },

    async addStudent(caller: Caller, classId: string, email: string) {
      return db.transaction(async (tx) => {
        await teach(tx, caller, classId);
        const student = await studentByEmail(tx, email);
        const member = await repository.membership(tx, classId, student.id);
        if (member?.status === 'active') throw conflict('That student is already in this class.');
        if (member) await repository.activate(tx, classId, student.id);
        else
          await repository.addMember(tx, {
            classId,
            userId: student.id,
            status: 'active',
            via: 'teacher',
          });
        return roster(tx, classId);
      });
    },

    /**
     * A roster file: each row is an existing student to add, one already in the class, or an
     * error. A dry run only reports; otherwise all rows are added, or none when any has an error.
     */
    async importStudents(
      caller: Caller,
      classId: string,
      request: { csv: string; dryRun: boolean },
    ) {
      const lines = readingCsv(() => readRosterCsv(request.csv));
      return db.transaction(async (tx) => {
        await teach(tx, caller, classId);
        const seen = new Set<string>();
        const rows = [];
        for (const { line, email } of lines) {
          const key = email.toLowerCase();
          const problem = (message: string) => ({
            line,
            email,
            outcome: 'error' as const,
            message,
          });
          if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
            rows.push(problem('This is not an email address.'));
          else if (seen.has(key)) rows.push(problem('This email is in the file twice.'));
          else {
            seen.add(key);
            const user = await ssoRepository.findUserByEmail(tx, email);
            const member = user ? await repository.membership(tx, classId, user.id) : undefined;
            if (!user) rows.push(problem('There is no Sparked account with this email.'));
            else if (user.role !== 'student') rows.push(problem('This is not a student account.'));
            else if (member?.status === 'active')
              rows.push({
                line,
                email,
                outcome: 'already' as const,
                message: null,
                userId: user.id,
              });
            else
              rows.push({ line, email, outcome: 'add' as const, message: null, userId: user.id });
          }
        }
        const errors = rows.filter((row) => row.outcome === 'error').length;
        const additions = rows.flatMap((row) =>
          row.outcome === 'add' && 'userId' in row ? [row.userId] : [],
        );
        const applied = !request.dryRun && errors === 0;
        if (applied)
          for (const userId of additions) {
            if (!(await repository.activate(tx, classId, userId)))
              await repository.addMember(tx, { classId, userId, status: 'active', via: 'teacher' });
          }
        return {
          rows: rows.map(({ line, email, outcome, message }) => ({
            line,
            email,
            outcome,
            message,
          })),
          // What the import adds, or on a dry run would add: nothing while any row is wrong.
          added: errors === 0 ? additions.length : 0,
          errors,
          applied,
        };
      });
    },

    async removeStudent(caller: Caller, classId: string, userId: string) {
      return db.transaction(async (tx) => {
        await teach(tx, caller, classId);
        if (!(await repository.removeMember(tx, classId, userId)))
          throw notFound('That student is not in this class.');
        return roster(tx, classId);
      });
    },

    async approveStudent(caller: Caller, classId: string, userId: string) {
      return db.transaction(async (tx) => {
        await teach(tx, caller, classId);
        if (!(await repository.activate(tx, classId, userId)))
          throw notFound('There is no join request from that student.');
        return roster(tx, classId);
      });
    },

    addCoTeacher: (caller: Caller, classId: string, email: string) =>
      change(caller, classId, async (tx, row) => {
        const teacher = await ssoRepository.findUserByEmail(tx, email);
        if (!teacher) throw notFound('There is no Sparked account with that email.');
        if (teacher.role === 'student') throw conflict('Only educators can teach a class.');
        if (teacher.id === row.ownerId || !(await repository.addTeacher(tx, classId, teacher.id)))
          throw conflict('That person already teaches this class.');
      }),

    removeCoTeacher: (caller: Caller, classId: string, userId: string) =>
      change(caller, classId, async (tx) => {
        if (!(await repository.removeTeacher(tx, classId, userId)))
          throw notFound('That person is not a co-teacher of this class.');
      }),

    async landing(classId: string) {
      const row = await repository.summary(db, classId);
      if (!row || row.class.archivedAt) throw notFound('There is no such class.');
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
      if (caller.user_role !== 'student')
        throw conflict('Teachers and admins do not join classes as students.');
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
        if (row.joinMode === 'closed') throw conflict('This class is not taking new students.');
        if (priceOf(row)) throw conflict('This class is paid: buy a place to join it.');
        if (code) {
          const found = await repository.findCode(tx, classId, code);
          if (!found) return { failed: true as const };
          if (found.expiresAt.getTime() <= now().getTime())
            throw conflict('This code has expired. Ask your teacher for a new one.');
          if (!(await repository.useCode(tx, code)))
            throw conflict(
              'This code has been used as many times as your teacher allowed. Ask them for a new one.',
            );
          if (existing) await repository.activate(tx, classId, caller.id);
          else
            await repository.addMember(tx, {
              classId,
              userId: caller.id,
              status: 'active',
              via: 'code',
            });
          return { status: 'active' as const };
        }
        if (existing) return { status: existing.status };
        const status = row.joinMode === 'open' ? ('active' as const) : ('pending' as const);
        await repository.addMember(tx, { classId, userId: caller.id, status, via: 'open' });
        return { status };
      });
      if ('failed' in outcome) {
        if (code) await limiter.record([keys.account, keys.ip]);
        throw code ? wrongCode() : notFound('There is no such class.');
      }
      return { classId, status: outcome.status };
    },

    /** Inside a payment's transaction: the buyer is an active student of the class. */
    async admitPaid(tx: Database, userId: string, classId: string) {
      await repository.addMember(tx, { classId, userId, status: 'active', via: 'payment' });
      await repository.activate(tx, classId, userId);
    },

    /** Inside a refund's transaction: the class closes for the buyer; their record stays. */
    async dismissPaid(tx: Database, userId: string, classId: string) {
      await repository.removeMember(tx, classId, userId);
    },

    async leave(caller: Caller, classId: string) {
      if (!(await repository.removeMember(db, classId, caller.id)))
        throw notFound('You are not in this class.');
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

    async generateReferral(actor: AuditActor, classId: string) {
      const row = await db.transaction(async (tx) => {
        const found = await repository.find(tx, classId);
        if (!found) throw notFound('There is no such class.');
        const code = await freshCode((candidate) =>
          repository.insertReferral(tx, { code: candidate, classId, createdBy: actor.id }),
        );
        await recordAudit(tx, actor, [
          {
            action: 'referral.generate',
            target: `class:${classId}`,
            before: null,
            after: { code, class: found.name },
          },
        ]);
        return repository.findReferral(tx, code);
      });
      if (!row) throw new Error('the referral code was not stored');
      return presentReferral(row);
    },

    async referrals(classId: string) {
      if (!(await repository.find(db, classId))) throw notFound('There is no such class.');
      return (await repository.referrals(db, classId)).map(presentReferral);
    },

    async revokeReferral(actor: AuditActor, code: string) {
      const row = await db.transaction(async (tx) => {
        const revoked = await repository.revokeReferral(tx, code);
        if (!revoked) throw notFound('There is no such referral code.');
        await recordAudit(tx, actor, [
          {
            action: 'referral.revoke',
            target: `class:${revoked.classId}`,
            before: { code, revoked: false },
            after: { code, revoked: true },
          },
        ]);
        return revoked;
      });
      return presentReferral(row);
    },
  };
}

function presentReferral(row: {
  code: string;
  classId: string;
  uses: number;
  revokedAt: Date | null;
  createdAt: Date;
}) {
  return {
    code: row.code,
    classId: row.classId,
    uses: row.uses,
    revoked: row.revokedAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

export type ClassService = ReturnType<typeof createClassService>;
