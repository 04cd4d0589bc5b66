import {
  type Answer,
  gradeQuestion,
  type LearnerOutline,
  learnerContent,
} from '@sparked/contracts';
import { notFound } from '../../http/errors';
import { type LearningDeps, open, playable } from './activity-engine';
import {
  activitiesOf,
  type Caller,
  conflict,
  type Place,
  presentFormRecord,
  presentState,
  stateStatus,
  statuses,
} from './learner-state';
import { learningRepository as repository } from './repository';

/** What a student reads as they play: the module's outline, an activity, drafts, practice marks. */
export function createPlaying({ db, now }: LearningDeps) {
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
          // A SCORM package resumes from what its last commit saved.
          ...(activity.content.type === 'scorm'
            ? { scorm: { runtime: state.scormRuntime ?? null } }
            : {}),
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
        if (content.type !== 'form')
          throw conflict(
            /*i18n*/ {
              id: 'learning.only-forms-keep-draft-answers',
              message: 'Only forms keep draft answers.',
            },
          );
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
      if (block?.type !== 'question')
        throw notFound(
          /*i18n*/ {
            id: 'learning.there-is-no-such-question-in',
            message: 'There is no such question in this activity.',
          },
        );
      return gradeQuestion(block.question, input.answer);
    },
  };
}
