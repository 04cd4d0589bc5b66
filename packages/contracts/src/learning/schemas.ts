import { z } from 'zod';
import { itemIdSchema, projectCodeSchema, richContentSchema } from '../module-content/schemas';
import { scormSavedSchema, scormVersionSchema } from '../scorm/schemas';
import { walletAmountSchema, walletBalancesSchema } from '../wallets/schemas';
import { activityStatuses } from './constants';

/**
 * What a student gets of a module in a class: the published version's outline with
 * their status per activity, and activity content with everything that would give answers away
 * removed. Grading happens on the server.
 */
export const activityStatusSchema = z.enum(activityStatuses);

const timestamp = z.iso.datetime({ offset: true });

export const learnerOutlineSchema = z.object({
  classId: z.string(),
  moduleId: z.string(),
  version: z.number().int(),
  title: z.string(),
  description: z.string(),
  sequential: z.boolean(),
  completed: z.number().int(),
  total: z.number().int(),
  sections: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      units: z.array(
        z.object({
          id: z.string(),
          title: z.string(),
          activities: z.array(
            z.object({
              id: z.string(),
              type: z.string(),
              title: z.string(),
              status: activityStatusSchema,
              /** Best score in percent, for forms. */
              score: z.number().nullable(),
            }),
          ),
        }),
      ),
    }),
  ),
});
export type LearnerOutline = z.infer<typeof learnerOutlineSchema>;
export const learnerOutlineResponseSchema = z.object({ data: learnerOutlineSchema });

// Questions as a learner sees them: prompts and choices, never the answers.
const learnerOption = z.object({ id: z.string(), text: z.string() });
const learnerQuestionBase = { id: z.string(), prompt: z.string(), points: z.number() };
export const learnerQuestionSchema = z.discriminatedUnion('type', [
  z.object({ ...learnerQuestionBase, type: z.literal('single'), options: z.array(learnerOption) }),
  z.object({
    ...learnerQuestionBase,
    type: z.literal('multiple'),
    options: z.array(learnerOption),
  }),
  z.object({ ...learnerQuestionBase, type: z.literal('true-false') }),
  z.object({ ...learnerQuestionBase, type: z.literal('short-answer') }),
  z.object({ ...learnerQuestionBase, type: z.literal('number') }),
  /** Items in a shuffled order; the answer is the ids in the right order. */
  z.object({ ...learnerQuestionBase, type: z.literal('ordering'), items: z.array(learnerOption) }),
]);
export type LearnerQuestion = z.infer<typeof learnerQuestionSchema>;

export const learnerBlockSchema = z.discriminatedUnion('type', [
  z.object({ id: z.string(), type: z.literal('text'), doc: richContentSchema }),
  z.object({
    id: z.string(),
    type: z.literal('image'),
    src: z.string(),
    alt: z.string(),
    caption: z.string(),
  }),
  z.object({ id: z.string(), type: z.literal('video'), url: z.string(), title: z.string() }),
  z.object({
    id: z.string(),
    type: z.literal('callout'),
    tone: z.enum(['info', 'success', 'warning', 'danger']),
    doc: richContentSchema,
  }),
  z.object({ id: z.string(), type: z.literal('code'), language: z.string(), code: z.string() }),
  z.object({ id: z.string(), type: z.literal('question'), question: learnerQuestionSchema }),
  z.object({
    id: z.string(),
    type: z.literal('iframe'),
    url: z.string(),
    title: z.string(),
    aspectRatio: z.string(),
  }),
  z.object({ id: z.string(), type: z.literal('divider') }),
  z.object({
    id: z.string(),
    type: z.literal('project'),
    title: z.string(),
    code: projectCodeSchema,
  }),
]);
export type LearnerBlock = z.infer<typeof learnerBlockSchema>;

export const learnerContentSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ebook'), blocks: z.array(learnerBlockSchema) }),
  z.object({
    type: z.literal('multi-ebook'),
    pages: z.array(
      z.object({ id: z.string(), title: z.string(), blocks: z.array(learnerBlockSchema) }),
    ),
  }),
  z.object({
    type: z.literal('iframe'),
    url: z.string(),
    title: z.string(),
    aspectRatio: z.string(),
    sandbox: z.array(z.string()),
    requiredSeconds: z.number().int(),
  }),
  z.object({
    type: z.literal('form'),
    questions: z.array(learnerQuestionSchema),
    passMark: z.number().int(),
    attempts: z.number().int().nullable(),
  }),
  z.object({
    type: z.literal('scorm'),
    packageId: z.string(),
    version: scormVersionSchema.nullable(),
    title: z.string(),
    launch: z.string(),
    masteryScore: z.number().nullable(),
  }),
]);
export type LearnerContent = z.infer<typeof learnerContentSchema>;

export const activityStateSchema = z.object({
  status: activityStatusSchema,
  attempts: z.number().int(),
  /** Best score in percent (forms). */
  bestScore: z.number().nullable(),
  /** The page a multi-page e-book was left on. */
  page: z.number().int(),
  secondsSpent: z.number().int(),
  openedAt: timestamp.nullable(),
  completedAt: timestamp.nullable(),
});
export type ActivityState = z.infer<typeof activityStateSchema>;

export const answerSchema = z.union([
  z.string().max(500),
  z.array(z.string().max(40)).max(10),
  z.boolean(),
  z.number().finite(),
]);
export type Answer = z.infer<typeof answerSchema>;

export const questionResultSchema = z.object({
  id: z.string(),
  correct: z.boolean(),
  points: z.number(),
  feedback: z.string(),
  /** Absent in markings stored before options had feedback of their own. */
  optionFeedback: z.array(z.object({ optionId: z.string(), feedback: z.string() })).optional(),
  explanation: z.string().optional(),
});

const answersSchema = z.record(itemIdSchema, answerSchema);

/** PUT …/draft: a form's answers so far, kept until they are submitted (one draft, replaced). */
export const formDraftRequestSchema = z.strictObject({ answers: answersSchema });

/** A form as the learner left it: the unsent draft, every attempt, and the last one's marking. */
export const formRecordSchema = z.object({
  draft: z.record(z.string(), answerSchema).nullable(),
  /** Oldest first, since the student's progress in the class last began. */
  attempts: z.array(z.object({ percent: z.number(), passed: z.boolean(), submittedAt: timestamp })),
  last: z
    .object({
      answers: z.record(z.string(), answerSchema),
      score: z.number(),
      maxScore: z.number(),
      percent: z.number(),
      passed: z.boolean(),
      questions: z.array(questionResultSchema),
    })
    .nullable(),
});
export type FormRecord = z.infer<typeof formRecordSchema>;

export const learnerActivitySchema = z.object({
  id: z.string(),
  type: z.string(),
  title: z.string(),
  version: z.number().int(),
  content: learnerContentSchema,
  state: activityStateSchema,
  /** Forms only: the answers being filled in and the earlier attempts. */
  form: formRecordSchema.optional(),
  /** SCORM packages only: the runtime data saved at the last commit, for the launcher to resume. */
  scorm: scormSavedSchema.optional(),
});
export type LearnerActivity = z.infer<typeof learnerActivitySchema>;
export const learnerActivityResponseSchema = z.object({ data: learnerActivitySchema });

/** Every player call that changes something names itself: the same id again changes nothing. */
const statementId = z.uuid('statementId must be a UUID the client made for this action.');

/** POST …/progress: where the student is, saved as they go. */
export const progressRequestSchema = z.strictObject({
  statementId,
  page: z.number().int().min(0).max(1000).optional(),
  /** Seconds spent since the last save (at most a few minutes are believed per save). */
  seconds: z.number().int().min(0).max(3600).default(0),
});
export const progressResponseSchema = z.object({ data: activityStateSchema });

/** POST …/submit: a form's answers, by question id. */
export const submitRequestSchema = z.strictObject({ statementId, answers: answersSchema });

/** What finishing an activity earned, and the wallets after, for the wallet bar. */
export const completionRewardsSchema = z.object({
  rewards: z.array(walletAmountSchema),
  wallets: walletBalancesSchema.nullable(),
  /** This completion finished the whole module. */
  moduleCompleted: z.boolean(),
  /** The streak milestone (in days) this completion reached and was rewarded for, if any. */
  streakMilestone: z.number().int().positive().nullable().default(null),
  /** The certificate this completion issued (the module's first completion), for its link. */
  certificateId: z.uuid().nullable().default(null),
});

export type CompletionRewards = z.infer<typeof completionRewardsSchema>;

export const submitResponseSchema = z.object({
  data: z.object({
    score: z.number(),
    maxScore: z.number(),
    percent: z.number(),
    passed: z.boolean(),
    /** Null: no limit. */
    attemptsLeft: z.number().int().nullable(),
    questions: z.array(questionResultSchema),
    state: activityStateSchema,
    completion: completionRewardsSchema,
  }),
});
export type SubmitResult = z.infer<typeof submitResponseSchema>['data'];

/** POST …/complete: an e-book read, or an iframe kept open for its required time. */
export const completeRequestSchema = z.strictObject({ statementId });
export const completeResponseSchema = z.object({
  data: z.object({ state: activityStateSchema, completion: completionRewardsSchema }),
});

/** POST …/check: an e-book's embedded question, answered for practice (not scored). */
export const checkRequestSchema = z.strictObject({ blockId: itemIdSchema, answer: answerSchema });
export const checkResponseSchema = z.object({ data: questionResultSchema });

/** GET /sparked-api/classes/{classId}/progress: one row per student, one cell per activity. */
export const classProgressSchema = z.object({
  activities: z.array(
    z.object({ id: z.string(), moduleId: z.string(), title: z.string(), type: z.string() }),
  ),
  students: z.array(
    z.object({
      userId: z.string(),
      name: z.string(),
      cells: z.array(
        z.object({
          activityId: z.string(),
          status: activityStatusSchema,
          score: z.number().nullable(),
          secondsSpent: z.number().int(),
        }),
      ),
    }),
  ),
});
export type ClassProgress = z.infer<typeof classProgressSchema>;
export const classProgressResponseSchema = z.object({ data: classProgressSchema });

const languageMapSchema = z.record(z.string(), z.string());
const xapiActivitySchema = z.object({
  objectType: z.literal('Activity'),
  id: z.string(),
  definition: z.object({
    name: languageMapSchema.optional(),
    description: languageMapSchema.optional(),
    type: z.string(),
  }),
});

/** An xAPI 1.0.3 statement as Sparked writes it. */
export const xapiStatementSchema = z.object({
  id: z.uuid(),
  actor: z.object({ objectType: z.literal('Agent'), name: z.string(), mbox: z.string() }),
  verb: z.object({ id: z.string(), display: languageMapSchema }),
  object: xapiActivitySchema,
  result: z
    .object({
      score: z
        .object({
          scaled: z.number().min(-1).max(1),
          raw: z.number().optional(),
          min: z.number().optional(),
          max: z.number().optional(),
        })
        .optional(),
      success: z.boolean().optional(),
      completion: z.boolean().optional(),
      /** ISO 8601, e.g. PT20S. */
      duration: z.string().optional(),
      extensions: z.record(z.string(), z.unknown()).optional(),
    })
    .optional(),
  context: z.object({
    registration: z.uuid(),
    contextActivities: z.object({
      parent: z.array(xapiActivitySchema),
      grouping: z.array(xapiActivitySchema),
    }),
    extensions: z.record(z.string(), z.unknown()),
  }),
  timestamp: timestamp,
  version: z.literal('1.0.3'),
});
export type XapiStatementDto = z.infer<typeof xapiStatementSchema>;

/** The maximum statements on one page of a class's record (and what `limit=0` asks for). */
export const maxStatementsPage = 1000;

/**
 * Filters of a class's record, as an LRS takes them on GET /statements: stored time (`since`
 * exclusive, `until` inclusive), a verb IRI, a JSON Agent with an mbox, an activity IRI, a page
 * size; `cursor` is the position the previous page's `more` carries.
 */
export const classStatementsQuerySchema = z.strictObject({
  since: z.iso
    .datetime({
      offset: true,
      message: 'since must be an ISO 8601 timestamp, such as 2027-01-31T09:00:00Z.',
    })
    .optional(),
  until: z.iso
    .datetime({
      offset: true,
      message: 'until must be an ISO 8601 timestamp, such as 2027-01-31T09:00:00Z.',
    })
    .optional(),
  verb: z
    .url({ message: 'verb must be a verb IRI, such as http://adlnet.gov/expapi/verbs/passed.' })
    .optional(),
  agent: z.string().max(1000).optional(),
  activity: z.url({ message: 'activity must be an activity IRI.' }).optional(),
  limit: z.coerce
    .number({ message: 'limit must be a whole number.' })
    .int('limit must be a whole number.')
    .min(0, 'limit must be 0 or more.')
    .max(maxStatementsPage, `limit must be at most ${maxStatementsPage}.`)
    .optional(),
  cursor: z.string().max(200).optional(),
});

/** An xAPI StatementResult: a page of statements and the URL of the next ('' on the last). */
export const classStatementsResponseSchema = z.object({
  statements: z.array(xapiStatementSchema),
  more: z.string(),
});
export type StatementResult = z.infer<typeof classStatementsResponseSchema>;
