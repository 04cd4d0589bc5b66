import type { WalletAmount } from '@sparked/contracts';
import type { Database } from '../../db/database';
import type { StatementOutcome } from '../../db/schema';
import type { CertificateService } from '../certificates';
import { ledgerReasons } from '../core/ledger-reasons';
import type { RewardService } from '../rewards';
import type { StudentAreaService } from '../student-area';
import type { WalletBook } from '../wallets';
import {
  activitiesOf,
  type Caller,
  conflict,
  noActivity,
  type Place,
  statuses,
  unavailable,
} from './learner-state';
import { type ActivityStateRow, learningRepository as repository } from './repository';

/** What the learning use cases share: the database, economy, certificates, streaks, clock. */
export type LearningDeps = {
  db: Database;
  rewards: RewardService;
  book: WalletBook;
  certificates: CertificateService;
  /** Streaks: completing an activity makes today a day of learning. */
  area: Pick<StudentAreaService, 'learned'>;
  /**
   * Called in the statement's own transaction, so whatever it queues (the learning record
   * store's outbox) is committed with the statement or not at all.
   */
  statementWritten: (tx: Database, statementId: string) => Promise<void>;
  now: () => Date;
};

/** The module a student may play in a class, refusing one they are not enrolled for. */
export async function playable(tx: Database, caller: Caller, classId: string, moduleId: string) {
  const module = await repository.playable(tx, caller.id, classId, moduleId);
  if (!module) throw unavailable();
  return module;
}

/** The activity, its status and its content, refusing one that is still locked. */
export async function open(tx: Database, caller: Caller, place: Place) {
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
  if (status === 'locked')
    throw conflict(
      /*i18n*/ {
        id: 'learning.finish-the-activities-before-this-one',
        message: 'Finish the activities before this one first.',
      },
    );
  return { module, activities, activity, states };
}

/**
 * Marks an activity complete for this version, once: rewards for the activity and, when it was
 * the module's last, for the module. Answers what was granted and the wallets after.
 */
export async function complete(
  { rewards, book, certificates, area, now }: LearningDeps,
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

/**
 * Writes the change's statement: `reply` is what the call answered (replayed to a repeat, never
 * exported), `outcome` what its xAPI result says.
 */
export type RecordStatement = (
  verb: 'progressed' | 'passed' | 'failed' | 'completed',
  reply: object,
  outcome: StatementOutcome,
) => Promise<void>;

/** Runs a change under the state's lock, unless `statementId` was seen: then `replay` answers. */
export function act<T>(
  deps: LearningDeps,
  caller: Caller,
  place: Place,
  statementId: string,
  work: (
    tx: Database,
    state: ActivityStateRow,
    context: Awaited<ReturnType<typeof open>>,
    record: RecordStatement,
  ) => Promise<T>,
  replay: (reply: Record<string, unknown>, state: ActivityStateRow) => T,
): Promise<T> {
  const { db, now, statementWritten } = deps;
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
        throw conflict(
          /*i18n*/ {
            id: 'learning.that-statementid-belongs-to-another-action',
            message: 'That statementId belongs to another action. Make a new one.',
          },
        );
      return replay(seen.reply, state);
    }
    return work(tx, state, context, async (verb, reply, outcome) => {
      await repository.insertStatement(tx, {
        id: statementId,
        userId: caller.id,
        classId: place.classId,
        moduleId: place.moduleId,
        moduleVersion: context.module.version,
        activityId: place.activityId,
        verb,
        reply: reply as Record<string, unknown>,
        outcome,
        activityType: context.activity.type,
        activityTitle: context.activity.title,
        moduleTitle: context.module.snapshot.title,
        moduleDescription: context.module.snapshot.description || null,
      });
      await statementWritten(tx, statementId);
    });
  });
}
