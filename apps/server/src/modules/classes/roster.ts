import { csvRowSaid, readingCsv } from '../../files/csv-table';
import { conflict, notFound, sentenceOf } from '../../http/errors';
import type { ServerMessage } from '../../i18n/catalogues';
import { userRepository } from '../core/users-repository';
import {
  type Caller,
  type ClassDeps,
  change,
  rosterOf,
  studentByEmail,
  teach,
} from './class-access';
import { classRepository as repository } from './repository';
import { readRosterCsv } from './roster-import';

/** The sentences this file answers with (decision 0046). */
const said = {
  thatStudentIsAlreadyInThis: /*i18n*/ {
    id: 'classes.that-student-is-already-in-this',
    message: 'That student is already in this class.',
  },
  thatStudentIsNotInThis: /*i18n*/ {
    id: 'classes.that-student-is-not-in-this',
    message: 'That student is not in this class.',
  },
  thereIsNoJoinRequestFrom: /*i18n*/ {
    id: 'classes.there-is-no-join-request-from',
    message: 'There is no join request from that student.',
  },
  thereIsNoSparkedAccountWith: /*i18n*/ {
    id: 'classes.there-is-no-sparked-account-with',
    message: 'There is no Sparked account with that email.',
  },
  onlyEducatorsCanTeachAClass: /*i18n*/ {
    id: 'classes.only-educators-can-teach-a-class',
    message: 'Only educators can teach a class.',
  },
  thatPersonAlreadyTeachesThisClass: /*i18n*/ {
    id: 'classes.that-person-already-teaches-this-class',
    message: 'That person already teaches this class.',
  },
  noAccountWithThisEmail: /*i18n*/ {
    id: 'classes.roster-csv.no-account-with-this-email',
    message: 'There is no Sparked account with this email.',
  },
  notAStudentAccount: /*i18n*/ {
    id: 'classes.roster-csv.not-a-student-account',
    message: 'This is not a student account.',
  },
  thatPersonIsNotACo: /*i18n*/ {
    id: 'classes.that-person-is-not-a-co',
    message: 'That person is not a co-teacher of this class.',
  },
} satisfies Record<string, ServerMessage>;

/** Who a teacher has in a class: students added, imported, approved or removed; co-teachers. */
export function createRoster({ db }: ClassDeps) {
  return {
    async roster(caller: Caller, classId: string) {
      await teach(db, caller, classId);
      return rosterOf(db, classId);
    },

    async addStudent(caller: Caller, classId: string, email: string) {
      return db.transaction(async (tx) => {
        await teach(tx, caller, classId);
        const student = await studentByEmail(tx, email);
        const member = await repository.membership(tx, classId, student.id);
        if (member?.status === 'active') throw conflict(said.thatStudentIsAlreadyInThis);
        await repository.admit(tx, classId, student.id, 'teacher');
        return rosterOf(tx, classId);
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
          const problem = (message: ServerMessage) => ({
            line,
            email,
            outcome: 'error' as const,
            ...sentenceOf(message),
          });
          const fine = { line, email, message: null, entry: null };
          if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) rows.push(problem(csvRowSaid.notAnEmail));
          else if (seen.has(key)) rows.push(problem(csvRowSaid.emailTwice));
          else {
            seen.add(key);
            const user = await userRepository.findUserByEmail(tx, email);
            const member = user ? await repository.membership(tx, classId, user.id) : undefined;
            if (!user) rows.push(problem(said.noAccountWithThisEmail));
            else if (user.role !== 'student') rows.push(problem(said.notAStudentAccount));
            else if (member?.status === 'active')
              rows.push({ ...fine, outcome: 'already' as const, userId: user.id });
            else rows.push({ ...fine, outcome: 'add' as const, userId: user.id });
          }
        }
        const errors = rows.filter((row) => row.outcome === 'error').length;
        const additions = rows.flatMap((row) =>
          row.outcome === 'add' && 'userId' in row ? [row.userId] : [],
        );
        const applied = !request.dryRun && errors === 0;
        if (applied)
          for (const userId of additions) {
            await repository.admit(tx, classId, userId, 'teacher');
          }
        return {
          rows: rows.map(({ line, email, outcome, message, entry }) => ({
            line,
            email,
            outcome,
            message,
            entry,
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
          throw notFound(said.thatStudentIsNotInThis);
        return rosterOf(tx, classId);
      });
    },

    async approveStudent(caller: Caller, classId: string, userId: string) {
      return db.transaction(async (tx) => {
        await teach(tx, caller, classId);
        if (!(await repository.activate(tx, classId, userId)))
          throw notFound(said.thereIsNoJoinRequestFrom);
        return rosterOf(tx, classId);
      });
    },

    addCoTeacher: (caller: Caller, classId: string, email: string) =>
      change(db, caller, classId, async (tx, row) => {
        const teacher = await userRepository.findUserByEmail(tx, email);
        if (!teacher) throw notFound(said.thereIsNoSparkedAccountWith);
        if (teacher.role === 'student') throw conflict(said.onlyEducatorsCanTeachAClass);
        if (teacher.id === row.ownerId || !(await repository.addTeacher(tx, classId, teacher.id)))
          throw conflict(said.thatPersonAlreadyTeachesThisClass);
      }),

    removeCoTeacher: (caller: Caller, classId: string, userId: string) =>
      change(db, caller, classId, async (tx) => {
        if (!(await repository.removeTeacher(tx, classId, userId)))
          throw notFound(said.thatPersonIsNotACo);
      }),
  };
}
