import {
  type AccessTokenClaims,
  type ActivityContent,
  type ActivityState,
  type ActivityStatus,
  type Answer,
  type ClassProgress,
  type CompletionRewards,
  type FormRecord,
  gradeForm,
  gradeQuestion,
  type LearnerOutline,
  learnerContent,
  ledgerReasons,
  type SubmitResult,
  type WalletAmount,
} from '@sparked/contracts';
import type { ModuleSnapshot } from '../../db/authoring-schema';
import type { Database } from '../../db/database';
import { AppError, notFound } from '../../http/errors';
import type { CertificateService } from '../certificates';
import type { RewardService } from '../rewards';
import type { StudentAreaService } from '../student-area';
import type { WalletBook } from '../wallets';
import { type ActivityStateRow, learningRepository as repository } from './repository';

type Caller = Pick<AccessTokenClaims, 'id'>;
interface Place {
  classId: string;
  moduleId: string;
  activityId: string;
}
type SnapshotActivity = ModuleSnapshot['sections'][number]['units'][number]['activities'][number];

/** A save counts at most this much time, so a tab left open overnight does not. */
const maxSecondsPerSave = 300;
const conflict = (message: string) => new AppError(409, 'conflict', message);
const unavailable = () => notFound('This module is not available in your class.');
const noActivity = () => notFound('There is no such activity in this module.');
/** A form failed, or an activity completed before: nothing new was earned. */
const nothingEarned: CompletionRewards = {
  rewards: [],
  wallets: null,
  moduleCompleted: false,
  streakMilestone: null,
  certificateId: null,
};

const activitiesOf = (snapshot: ModuleSnapshot): SnapshotActivity[] =>
  snapshot.sections.flatMap((section) => section.units.flatMap((unit) => unit.activities));

function presentState(row: ActivityStateRow | undefined, status: ActivityStatus): ActivityState {
  return {
    status,
    attempts: row?.attempts ?? 0,
    bestScore: row?.bestScore ?? null,
    page: row?.page ?? 0,
    secondsSpent: row?.secondsSpent ?? 0,
    openedAt: row?.openedAt?.toISOString() ?? null,
    completedAt: row?.completedAt?.toISOString() ?? null,
  };
}

type StoredAttempt = { verb: string; result: Record<string, unknown>; createdAt: Date };
type LastAttempt = NonNullable<FormRecord['last']>;

/** A submit statement's marking, when it holds one (seeded statements hold a percent at most). */
function lastAttempt({
  answers,
  score,
  maxScore,
  percent,
  passed,
  questions,
}: Record<string, unknown>) {
  const marked =
    typeof score === 'number' &&
    typeof maxScore === 'number' &&
    typeof percent === 'number' &&
    typeof passed === 'boolean' &&
    Array.isArray(questions);
  return marked
    ? ({ answers: answers ?? {}, score, maxScore, percent, passed, questions } as LastAttempt)
    : null;
}

/** A form's draft and its attempts, from the state row and the statements of its marked submits. */
function presentFormRecord(state: ActivityStateRow, newestFirst: StoredAttempt[]): FormRecord {
  const attempts = [...newestFirst].reverse().map(({ verb, result, createdAt }) => ({
    percent: typeof result.percent === 'number' ? result.percent : 0,
    passed: verb === 'passed',
    submittedAt: createdAt.toISOString(),
  }));
  const latest = newestFirst[0];
  return {
    draft: state.draftAnswers ?? null,
    attempts,
    last: latest ? lastAttempt(latest.result) : null,
  };
}

/** Statuses in outline order: sequential classes lock what follows an unfinished activity. */
function statuses(
  activities: readonly SnapshotActivity[],
  states: ReadonlyMap<string, ActivityStateRow>,
  sequential: boolean,
): Map<string, ActivityStatus> {
  const result = new Map<string, ActivityStatus>();
  let blocked = false;
  for (const activity of activities) {
    const state = states.get(activity.id);
    const own: ActivityStatus =
      state?.status === 'completed' ? 'completed' : state ? 'in-progress' : 'available';
    result.set(activity.id, blocked && own !== 'completed' ? 'locked' : own);
    if (sequential && own !== 'completed') blocked = true;
  }
  return result;
}

/**
 * The player's side of the learning loop: what a student may play, where they are,
 * marking, completion and its rewards. Every call checks the student's enrolment; every change
 * is a statement with the client's id, so a repeated call changes nothing.
 */
export function createLearningService(deps: {
  db: Database;
  rewards: RewardService;
  book: WalletBook;
  certificates: CertificateService;
  /** Streaks: completing an activity makes today a day of learning. */
  area: Pick<StudentAreaService, 'learned'>;
  now?: () => Date;
}) {
  const { db, rewards, book, certificates, area } = deps;
  const now = deps.now ?? (() => new Date());

  async function playable(tx: Database, caller: Caller, classId: string, moduleId: string) {
    const module = await repository.playable(tx, caller.id, classId, moduleId);
    if (!module) throw unavailable();
    return module;
  }

  /** The activity, its status and its content, refusing one that is still locked. */
  async function open(tx: Database, caller: Caller, place: Place) {
    const module = await playable(tx, caller, place.classId, place.moduleId);
    const activities = activitiesOf(module.snapshot);
    const activity = activities.find((candidate) => candidate.id === place.activityId);
    if (!activity) throw noActivity();
    const states = new Map(
      (await repository.states(tx, caller.id, place.classId, place.moduleId)).map((row) => [
        row.activityId,
        row,
      ]),
    );
    const status = statuses(activities, states, module.sequential).get(activity.id);
    if (status === 'locked') throw conflict('Finish the activities before this one first.');
    return { module, activities, activity, states };
  }

  /**
   * Marks an activity complete for this version, once: rewards for the activity and, when it was
   * the module's last, for the module. Answers what was granted and the wallets after.
   */
  async function complete(
    tx: Database,
    caller: Caller,
    place: Place,
    state: ActivityStateRow,
    context: Awaited<ReturnType<typeof open>>,
  ) {
    const version = context.module.version;
    const completed = await repository.updateState(tx, state, {
      status: 'completed',
      completedAt: state.completedAt ?? now(),
      version,
    });
    const granted: WalletAmount[] = [];
    if (await repository.claimReward(tx, caller.id, `activity:${place.activityId}:v${version}`))
      granted.push(
        ...(await rewards.grantForAction(
          tx,
          caller.id,
          { referenceTable: 'module_activities', referenceSelector: 'completed' },
          ledgerReasons.activityCompleted(context.activity.title, context.module.snapshot.title),
        )),
      );
    const streak = await area.learned(tx, caller.id);
    granted.push(...streak.rewards);
    const done = new Set(
      [...context.states.values()]
        .filter((row) => row.status === 'completed')
        .map((row) => row.activityId),
    );
    done.add(place.activityId);
    const moduleCompleted = context.activities.every((activity) => done.has(activity.id));
    const certificateId = moduleCompleted
      ? await certificates.issue(tx, {
          userId: caller.id,
          classId: place.classId,
          moduleId: place.moduleId,
          version,
          title: context.module.snapshot.title,
          description: context.module.snapshot.description,
        })
      : null;
    if (
      moduleCompleted &&
      (await repository.claimReward(tx, caller.id, `module:${place.moduleId}:v${version}`))
    )
      granted.push(
        ...(await rewards.grantForAction(
          tx,
          caller.id,
          { referenceTable: 'modules', referenceSelector: 'completed' },
          ledgerReasons.moduleCompleted(context.module.snapshot.title),
        )),
      );
    const wallets = granted.length > 0 ? (await book.apply(tx, caller.id, [])).balances : null;
    return {
      state: completed,
      completion: {
        rewards: granted,
        wallets,
        moduleCompleted,
        streakMilestone: streak.milestone,
        certificateId,
      },
    };
  }

  /** Runs a change under the state's lock, unless `statementId` was seen: then `replay` answers. */
  function act<T>(
    caller: Caller,
    place: Place,
    statementId: string,
    work: (
      tx: Database,
      state: ActivityStateRow,
      context: Awaited<ReturnType<typeof open>>,
      record: (
        verb: 'progressed' | 'passed' | 'failed' | 'completed',
        result: object,
      ) => Promise<void>,
    ) => Promise<T>,
    replay: (result: Record<string, unknown>, state: ActivityStateRow) => T,
  ): Promise<T> {
    return db.transaction(async (tx) => {
      const context = await open(tx, caller, place);
      const state = await repository.lockState(
        tx,
        { userId: caller.id, ...place },
        context.module.version,
        now(),
      );
      const seen = await repository.statement(tx, statementId);
      if (seen) {
        if (seen.userId !== caller.id || seen.activityId !== place.activityId)
          throw conflict('That statementId belongs to another action. Make a new one.');
        return replay(seen.result, state);
      }
      return work(tx, state, context, async (verb, result) => {
        await repository.insertStatement(tx, {
          id: statementId,
          userId: caller.id,
          classId: place.classId,
          moduleId: place.moduleId,
          moduleVersion: context.module.version,
          activityId: place.activityId,
          verb,
          result: result as Record<string, unknown>,
        });
      });
    });
  }

  const stateStatus = (row: ActivityStateRow): ActivityStatus =>
    row.status === 'completed' ? 'completed' : 'in-progress';

  return {
    async outline(caller: Caller, classId: string, moduleId: string): Promise<LearnerOutline> {
      const module = await playable(db, caller, classId, moduleId);
      const states = new Map(
        (await repository.states(db, caller.id, classId, moduleId)).map((row) => [
          row.activityId,
          row,
        ]),
      );
      const activities = activitiesOf(module.snapshot);
      const status = statuses(activities, states, module.sequential);
      return {
        classId,
        moduleId,
        version: module.version,
        title: module.snapshot.title,
        description: module.snapshot.description,
        sequential: module.sequential,
        completed: activities.filter((activity) => status.get(activity.id) === 'completed').length,
        total: activities.length,
        sections: module.snapshot.sections.map((section) => ({
          id: section.id,
          title: section.title,
          units: section.units.map((unit) => ({
            id: unit.id,
            title: unit.title,
            activities: unit.activities.map(({ id, type, title }) => ({
              id,
              type,
              title,
              status: status.get(id) ?? 'available',
              score: states.get(id)?.bestScore ?? null,
            })),
          })),
        })),
      };
    },

    /** Opening an activity starts it (and its clock, for iframes' viewing time). */
    async activity(caller: Caller, place: Place) {
      return db.transaction(async (tx) => {
        const { module, activity } = await open(tx, caller, place);
        const state = await repository.lockState(
          tx,
          { userId: caller.id, ...place },
          module.version,
          now(),
        );
        const form =
          activity.content.type === 'form'
            ? presentFormRecord(state, await repository.attempts(tx, state, state.attempts))
            : undefined;
        return {
          id: activity.id,
          type: activity.type,
          title: activity.title,
          version: module.version,
          content: learnerContent(activity.content, caller.id),
          state: presentState(state, stateStatus(state)),
          ...(form ? { form } : {}),
        };
      });
    },

    /**
     * Keeps a form's answers so far, replacing the last draft: a reload, or another device, finds
     * them. Answers to questions the form does not have are dropped.
     */
    async saveDraft(caller: Caller, place: Place, answers: Record<string, Answer>) {
      await db.transaction(async (tx) => {
        const { module, activity } = await open(tx, caller, place);
        const { content } = activity;
        if (content.type !== 'form') throw conflict('Only forms keep draft answers.');
        const ids = new Set(content.questions.map((question) => question.id));
        const kept = Object.fromEntries(Object.entries(answers).filter(([id]) => ids.has(id)));
        const state = await repository.lockState(
          tx,
          { userId: caller.id, ...place },
          module.version,
          now(),
        );
        await repository.updateState(tx, state, { draftAnswers: kept });
      });
    },

    progress: (
      caller: Caller,
      place: Place,
      input: { statementId: string; page?: number; seconds: number },
    ) =>
      act(
        caller,
        place,
        input.statementId,
        async (tx, state, _context, record) => {
          const seconds = Math.min(input.seconds, maxSecondsPerSave);
          await record('progressed', { page: input.page, seconds });
          const updated = await repository.updateState(tx, state, {
            ...(input.page === undefined ? {} : { page: input.page }),
            secondsSpent: state.secondsSpent + seconds,
          });
          return presentState(updated, stateStatus(updated));
        },
        (_result, state) => presentState(state, stateStatus(state)),
      ),

    submit: (
      caller: Caller,
      place: Place,
      input: { statementId: string; answers: Record<string, Answer> },
    ) =>
      act<SubmitResult>(
        caller,
        place,
        input.statementId,
        async (tx, state, context, record) => {
          const content: ActivityContent = context.activity.content;
          if (content.type !== 'form')
            throw conflict('Only forms are submitted. Complete this activity instead.');
          if (content.attempts !== null && state.attempts >= content.attempts)
            throw conflict(`You have used all ${content.attempts} attempts at this form.`);
          const graded = gradeForm(content.questions, input.answers);
          const passed = graded.percent >= content.passMark;
          const attempts = state.attempts + 1;
          let current = await repository.updateState(tx, state, {
            attempts,
            bestScore: Math.max(state.bestScore ?? 0, graded.percent),
            draftAnswers: null,
          });
          let completion = nothingEarned;
          if (passed && state.status !== 'completed')
            ({ state: current, completion } = await complete(tx, caller, place, current, context));
          const result: SubmitResult = {
            score: graded.score,
            maxScore: graded.maxScore,
            percent: graded.percent,
            passed,
            attemptsLeft: content.attempts === null ? null : content.attempts - attempts,
            questions: graded.results,
            state: presentState(current, stateStatus(current)),
            completion,
          };
          await record(passed ? 'passed' : 'failed', { ...result, answers: input.answers });
          return result;
        },
        (stored) => {
          const { answers: _answers, ...result } = stored;
          return result as unknown as SubmitResult;
        },
      ),

    complete: (caller: Caller, place: Place, input: { statementId: string }) =>
      act(
        caller,
        place,
        input.statementId,
        async (tx, state, context, record) => {
          const { content } = context.activity;
          if (content.type === 'form') throw conflict('Submit the form to complete it.');
          if (content.type === 'iframe' && state.openedAt) {
            const waited = Math.floor((now().getTime() - state.openedAt.getTime()) / 1000);
            const left = content.requiredSeconds - waited;
            if (left > 0) throw conflict(`Keep this open for ${left} more seconds to complete it.`);
          }
          const completed =
            state.status === 'completed'
              ? { state, completion: nothingEarned }
              : await complete(tx, caller, place, state, context);
          const answer = {
            state: presentState(completed.state, 'completed'),
            completion: completed.completion,
          };
          await record('completed', answer);
          return answer;
        },
        (stored) =>
          stored as unknown as { state: ActivityState; completion: SubmitResult['completion'] },
      ),

    /** An e-book's practice question: marked, never scored or stored. */
    async check(caller: Caller, place: Place, input: { blockId: string; answer: Answer }) {
      const { activity } = await open(db, caller, place);
      const { content } = activity;
      const blocks =
        content.type === 'ebook'
          ? content.blocks
          : content.type === 'multi-ebook'
            ? content.pages.flatMap((page) => page.blocks)
            : [];
      const block = blocks.find((candidate) => candidate.id === input.blockId);
      if (block?.type !== 'question') throw notFound('There is no such question in this activity.');
      return gradeQuestion(block.question, input.answer);
    },

    /** The teacher's grid: every active student against every activity of the class's modules. */
    async grid(classId: string): Promise<ClassProgress> {
      const [students, snapshots, states] = await Promise.all([
        repository.students(db, classId),
        repository.classSnapshots(db, classId),
        repository.classStates(db, classId),
      ]);
      const activities = snapshots.flatMap(({ moduleId, snapshot }) =>
        activitiesOf(snapshot).map(({ id, title, type }) => ({ id, moduleId, title, type })),
      );
      const byKey = new Map(states.map((row) => [`${row.userId}:${row.activityId}`, row]));
      return {
        activities,
        students: students.map((student) => ({
          userId: student.userId,
          name: student.name,
          cells: activities.map((activity) => {
            const state = byKey.get(`${student.userId}:${activity.id}`);
            return {
              activityId: activity.id,
              status: state ? stateStatus(state) : 'available',
              score: state?.bestScore ?? null,
              secondsSpent: state?.secondsSpent ?? 0,
            };
          }),
        })),
      };
    },

    /**
     * A fresh start for a student in a class: the map, the grid and attempts begin again. The
     * statements stay (they are the record of what happened) and so do rewards, which are given
     * once per activity version, so replaying cannot earn them twice.
     */
    async resetProgress(classId: string, userId: string) {
      if (!(await repository.clearStates(db, classId, userId)))
        throw notFound('That student has no progress in this class.');
    },

    /** The class's statements in xAPI form, oldest first. */
    async statements(classId: string, origin: string) {
      const rows = await repository.statements(db, classId);
      return rows.map(({ statement, name, email }) => ({
        id: statement.id,
        actor: { objectType: 'Agent' as const, name, mbox: `mailto:${email}` },
        verb: {
          id: `http://adlnet.gov/expapi/verbs/${statement.verb}`,
          display: { 'en-US': statement.verb },
        },
        object: {
          objectType: 'Activity' as const,
          id: `${origin}/activities/${statement.activityId}`,
        },
        result: statement.result,
        context: {
          registration: statement.classId,
          extensions: {
            [`${origin}/xapi/module`]: statement.moduleId,
            [`${origin}/xapi/module-version`]: statement.moduleVersion,
          },
        },
        timestamp: statement.createdAt.toISOString(),
      }));
    },
  };
}
export type LearningService = ReturnType<typeof createLearningService>;
