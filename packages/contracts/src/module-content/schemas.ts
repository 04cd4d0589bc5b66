import { z } from 'zod';
import { maxCodePartLength } from '../code-box/constants';
import { scormVersions } from '../scorm/constants';
import { issueText } from '../shared/issue-text';

/**
 * What activities hold: e-books are lists of blocks ("widgets" on the clipboard), forms
 * are lists of questions. Every list and string is bounded so one activity stays a few hundred
 * kilobytes at most, and every item has a client-made id so editors can reorder and undo by id.
 */
export const activityTypes = ['ebook', 'multi-ebook', 'iframe', 'form', 'scorm'] as const;
export const activityTypeSchema = z.enum(activityTypes, {
  message: `type must be one of ${activityTypes.join(', ')}.`,
});
export type ActivityType = z.infer<typeof activityTypeSchema>;

export const itemIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,40}$/, 'ids are 1 to 40 letters, digits, - or _.');

const text = (name: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, `${name} cannot be empty.`)
    .max(max, `${name} is at most ${max} characters.`);
const optionalText = (max: number) => z.string().trim().max(max).default('');

/** An absolute https address; `http:` pages cannot be framed inside Sparked's https pages. */
export const httpsUrlSchema = z
  .url({
    protocol: /^https$/,
    message: issueText(
      /*i18n*/ {
        id: 'module-content.use-a-full-https-address',
        message: 'Use a full https:// address.',
      },
    ),
  })
  .max(2000);

/** A ProseMirror/tiptap node as the rich-text editor writes it, bounded in depth by the schema. */
export type RichNode = {
  type: string;
  attrs?: Record<string, string | number | boolean | null>;
  marks?: { type: string; attrs?: Record<string, string | number | boolean | null> }[];
  text?: string;
  content?: RichNode[];
};
const attrsSchema = z.record(
  z.string().max(40),
  z.union([z.string().max(2000), z.number(), z.boolean(), z.null()]),
);
const markSchema = z.strictObject({ type: z.string().max(40), attrs: attrsSchema.optional() });
/** Six levels cover doc → list → item → paragraph → text; deeper input is refused, not walked. */
const leafShape = {
  type: z.string().min(1).max(40),
  attrs: attrsSchema.optional(),
  marks: z.array(markSchema).max(10).optional(),
  text: z.string().max(20_000).optional(),
};
const nodeAtDepth = (depth: number): z.ZodType<RichNode> =>
  depth === 0
    ? z.strictObject(leafShape)
    : z.strictObject({
        ...leafShape,
        content: z
          .array(nodeAtDepth(depth - 1))
          .max(500)
          .optional(),
      });
export const richContentSchema = z.strictObject({
  type: z.literal('doc'),
  content: z.array(nodeAtDepth(6)).max(500),
});
export type RichContent = z.infer<typeof richContentSchema>;

// Questions, shared by the form activity and the e-book's embedded-question block.
/** How long feedback and explanations may be, for the editor's fields as well as the contract. */
export const questionFeedbackLimit = 1000;
/**
 * What a learner is told after answering, beyond right or wrong. Optional and absent when empty,
 * so questions written before it existed are stored, read and saved back exactly as they were.
 */
const afterwards = (name: string) =>
  z
    .string()
    .trim()
    .max(questionFeedbackLimit, `${name} is at most ${questionFeedbackLimit} characters.`)
    .optional();
const optionSchema = z.strictObject({ id: itemIdSchema, text: text('An option', 500) });
/** A choice, with what a learner who picks it is told. */
const choiceSchema = optionSchema.extend({ feedback: afterwards('An option’s feedback') });
const questionBase = {
  id: itemIdSchema,
  prompt: text('The question', 2000),
  points: z.number().int().min(0).max(100).default(1),
  feedback: z
    .strictObject({
      correct: optionalText(questionFeedbackLimit),
      incorrect: optionalText(questionFeedbackLimit),
    })
    .default({ correct: '', incorrect: '' }),
  /** Why the right answer is right, shown once the question is answered and in a game's reveal. */
  explanation: afterwards('The explanation'),
};
const options = z
  .array(choiceSchema)
  .min(
    2,
    issueText(
      /*i18n*/ {
        id: 'module-content.give-at-least-two-options',
        message: 'Give at least two options.',
      },
    ),
  )
  .max(10);

export const questionSchema = z
  .discriminatedUnion('type', [
    z.strictObject({ ...questionBase, type: z.literal('single'), options, correct: itemIdSchema }),
    z.strictObject({
      ...questionBase,
      type: z.literal('multiple'),
      options,
      correct: z
        .array(itemIdSchema)
        .min(
          1,
          issueText(
            /*i18n*/ {
              id: 'module-content.mark-an-option-correct',
              message: 'Mark at least one option correct.',
            },
          ),
        )
        .max(10),
    }),
    z.strictObject({
      ...questionBase,
      type: z.literal('true-false'),
      correct: z.boolean(),
      /** What a learner who answers True, or False, is told: a true-false question's options. */
      answerFeedback: z
        .strictObject({ true: afterwards('The feedback'), false: afterwards('The feedback') })
        .optional(),
    }),
    z.strictObject({
      ...questionBase,
      type: z.literal('short-answer'),
      accepted: z.array(text('An accepted answer', 200)).min(1).max(20),
      caseSensitive: z.boolean().default(false),
    }),
    z.strictObject({
      ...questionBase,
      type: z.literal('number'),
      correct: z.number().finite(),
      tolerance: z.number().finite().min(0).default(0),
    }),
    /** The items in their correct order; learners get them shuffled. */
    z.strictObject({
      ...questionBase,
      type: z.literal('ordering'),
      items: z
        .array(optionSchema)
        .min(
          2,
          issueText(
            /*i18n*/ {
              id: 'module-content.give-at-least-two-items',
              message: 'Give at least two items.',
            },
          ),
        )
        .max(10),
    }),
  ])
  .superRefine((question, context) => {
    if (question.type !== 'single' && question.type !== 'multiple') return;
    const ids = new Set(question.options.map((option) => option.id));
    const correct = question.type === 'single' ? [question.correct] : question.correct;
    if (!correct.every((id) => ids.has(id)))
      context.addIssue({
        code: 'custom',
        path: ['correct'],
        message: issueText(
          /*i18n*/ {
            id: 'module-content.mark-one-of-the-options',
            message: 'Mark one of the options.',
          },
        ),
      });
  });
export type Question = z.infer<typeof questionSchema>;

const draftText = (max: number) => z.string().max(max);
const draftFeedback = draftText(questionFeedbackLimit).optional();
const draftOptions = z
  .array(z.strictObject({ id: itemIdSchema, text: draftText(500), feedback: draftFeedback }))
  .max(10);

/**
 * A question its author has not finished (an empty prompt, a missing option): kept in the form's
 * draft so nothing typed is lost, and never published or played. Bounded like a question, but
 * nothing is required beyond what the editor always writes.
 */
export const unfinishedQuestionSchema = z.strictObject({
  id: itemIdSchema,
  type: z.enum(['single', 'multiple', 'true-false', 'short-answer', 'number', 'ordering']),
  prompt: draftText(2000),
  points: z.number().int().min(0).max(100),
  feedback: z.strictObject({
    correct: draftText(questionFeedbackLimit),
    incorrect: draftText(questionFeedbackLimit),
  }),
  explanation: draftFeedback,
  options: draftOptions.optional(),
  items: draftOptions.optional(),
  answerFeedback: z.strictObject({ true: draftFeedback, false: draftFeedback }).optional(),
  correct: z
    .union([draftText(40), z.array(draftText(40)).max(10), z.boolean(), z.number().finite()])
    .optional(),
  accepted: z.array(draftText(200)).max(20).optional(),
  caseSensitive: z.boolean().optional(),
  tolerance: z.number().finite().optional(),
});
export type UnfinishedQuestion = z.infer<typeof unfinishedQuestionSchema>;

export const aspectRatios = ['16:9', '4:3', '1:1', '9:16'] as const;
export const sandboxPermissions = [
  'allow-scripts',
  'allow-same-origin',
  'allow-forms',
  'allow-popups',
] as const;

const codePart = (name: string) =>
  z
    .string({ message: `${name} must be text.` })
    .max(maxCodePartLength, `${name} must be at most ${maxCodePartLength} characters.`);

/** A browser project: the body's HTML, a style sheet and a script. */
export const projectCodeSchema = z.strictObject({
  html: codePart('html'),
  css: codePart('css'),
  js: codePart('js'),
});
export type ProjectCode = z.infer<typeof projectCodeSchema>;

/** Blocks of an e-book page; the clipboard's Widget tab holds them one at a time. */
export const blockSchema = z.discriminatedUnion('type', [
  z.strictObject({ id: itemIdSchema, type: z.literal('text'), doc: richContentSchema }),
  z.strictObject({
    id: itemIdSchema,
    type: z.literal('image'),
    /** An image uploaded to this module (`/sparked-api/module-images/…`). */
    src: z.string().regex(/^\/sparked-api\/module-images\/[A-Za-z0-9-]+\.(png|jpe?g|webp)$/),
    alt: optionalText(300),
    caption: optionalText(300),
  }),
  z.strictObject({
    id: itemIdSchema,
    type: z.literal('video'),
    url: httpsUrlSchema,
    title: text('The title', 200),
  }),
  z.strictObject({
    id: itemIdSchema,
    type: z.literal('callout'),
    tone: z.enum(['info', 'success', 'warning', 'danger']).default('info'),
    doc: richContentSchema,
  }),
  z.strictObject({
    id: itemIdSchema,
    type: z.literal('code'),
    language: z.string().max(30).default('text'),
    code: z.string().max(20_000),
  }),
  z.strictObject({ id: itemIdSchema, type: z.literal('question'), question: questionSchema }),
  z.strictObject({
    id: itemIdSchema,
    type: z.literal('iframe'),
    url: httpsUrlSchema,
    title: text('The title', 200),
    aspectRatio: z.enum(aspectRatios).default('16:9'),
  }),
  z.strictObject({ id: itemIdSchema, type: z.literal('divider') }),
  /** A project from the code box, run in the same sandboxed preview as there (decision 0017). */
  z.strictObject({
    id: itemIdSchema,
    type: z.literal('project'),
    title: text('The title', 120),
    code: projectCodeSchema,
  }),
]);
export type Block = z.infer<typeof blockSchema>;

const blocks = z.array(blockSchema).max(200);
const pageSchema = z.strictObject({ id: itemIdSchema, title: text('A page title', 200), blocks });

/** The content of an activity, by its type; `type` must match the activity's. */
export const activityContentSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('ebook'), blocks }),
  z.strictObject({
    type: z.literal('multi-ebook'),
    pages: z
      .array(pageSchema)
      .min(
        1,
        issueText(
          /*i18n*/ {
            id: 'module-content.keep-at-least-one-page',
            message: 'Keep at least one page.',
          },
        ),
      )
      .max(50),
  }),
  z.strictObject({
    type: z.literal('iframe'),
    /** Must be on a host the admins allow (checked by the server, which keeps the list). */
    url: httpsUrlSchema.or(z.literal('')),
    title: optionalText(200),
    aspectRatio: z.enum(aspectRatios).default('16:9'),
    sandbox: z.array(z.enum(sandboxPermissions)).max(4).default(['allow-scripts']),
    /** Seconds a learner must keep it open for the activity to count as complete. */
    requiredSeconds: z.number().int().min(0).max(3600).default(0),
  }),
  z.strictObject({
    type: z.literal('form'),
    questions: z.array(questionSchema).max(100),
    /** Percentage of the points needed to pass. */
    passMark: z.number().int().min(0).max(100).default(60),
    /** Tries a learner gets; null is unlimited. */
    attempts: z.number().int().min(1).max(20).nullable().default(null),
    shuffle: z.boolean().default(false),
    /** Unfinished questions, each with its place in the editor's list; publishing refuses them. */
    unfinished: z
      .array(
        z.strictObject({
          at: z.number().int().min(0).max(199),
          question: unfinishedQuestionSchema,
        }),
      )
      .max(100)
      .optional(),
  }),
  /**
   * A SCORM 1.2 or 2004 package (decision 0036): what its upload answered. Played from the
   * sandbox origin; an empty `packageId` is an activity whose package is not uploaded yet.
   */
  z.strictObject({
    type: z.literal('scorm'),
    packageId: z.uuid('packageId must be a package id.').or(z.literal('')),
    version: z.enum(scormVersions).nullable(),
    title: optionalText(200),
    /** The launchable SCO's file, relative to the package root. */
    launch: z.string().max(2000),
    /** Percent needed to pass, from the manifest; null when it names none. */
    masteryScore: z.number().min(0).max(100).nullable(),
  }),
]);
export type ActivityContent = z.infer<typeof activityContentSchema>;

/** What a new activity of each type starts with. */
export function emptyContent(type: ActivityType): ActivityContent {
  switch (type) {
    case 'ebook':
      return { type, blocks: [] };
    case 'multi-ebook':
      return { type, pages: [{ id: 'page-1', title: 'Page 1', blocks: [] }] };
    case 'iframe':
      return {
        type,
        url: '',
        title: '',
        aspectRatio: '16:9',
        sandbox: ['allow-scripts'],
        requiredSeconds: 0,
      };
    case 'form':
      return { type, questions: [], passMark: 60, attempts: null, shuffle: false };
    case 'scorm':
      return { type, packageId: '', version: null, title: '', launch: '', masteryScore: null };
  }
}
