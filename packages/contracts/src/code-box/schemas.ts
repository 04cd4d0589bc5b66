import { z } from 'zod';
import { lineText } from '../shared/plain-text';
import {
  codeParts,
  maxIdeaLength,
  maxSpecificationItemLength,
  maxSpecificationItems,
  versionSources,
} from './constants';

/**
 * The code box (spec §7 `/gpt/code-box` calls, decision 0017): an idea becomes an
 * editable specification, the specification becomes an HTML/CSS/JS project, the project runs in a
 * sandboxed preview and gets feedback as hints in levels. Specifications and code are versioned:
 * every generation and every hand edit is a new version, and nothing is overwritten.
 */

const timestamp = z.iso.datetime({ offset: true });

export const codeBoxIdSchema = z.uuid('codeBoxId must be a code box id.');
export const codeBoxParamsSchema = z.strictObject({ id: codeBoxIdSchema });

export const ideaSchema = z
  .string({ message: 'prompt must be text.' })
  .trim()
  .min(
    3,
    issueText(
      /*i18n*/ {
        id: 'code-box.describe-the-idea',
        message: 'Describe what you want to build in a few words.',
      },
    ),
  )
  .max(
    maxIdeaLength,
    issueText(
      /*i18n*/ {
        id: 'code-box.idea-too-long',
        message: 'Keep the idea under {max} characters.',
        values: { max: maxIdeaLength },
      },
    ),
  );

/** POST /tools-api/gpt/code-box (spec: body {prompt}). */
export const codeBoxCreateRequestSchema = z.strictObject({ prompt: ideaSchema });

const specificationItems = (what: string, min: number) =>
  z
    .array(
      z
        .string()
        .trim()
        .min(1, `${what}: remove the empty line.`)
        .max(maxSpecificationItemLength, `${what}: keep each line under 300 characters.`),
    )
    .min(min, min ? `${what}: write at least one line.` : undefined)
    .max(maxSpecificationItems, `${what}: at most ${maxSpecificationItems} lines.`);

/**
 * What the project is to do, in the student's words (the issue: goals, inputs, behaviour,
 * acceptance checks). The local engine reads its details back from these lines, so editing a
 * line (a quiz question, the timer's minutes) changes the code generated from it.
 */
export const specificationSchema = z.strictObject({
  title: lineText({
    empty: issueText(
      /*i18n*/ { id: 'code-box.give-the-project-a-title', message: 'Give the project a title.' },
    ),
    max: 80,
  }),
  summary: z.string().trim().max(600),
  goals: specificationItems('Goals', 1),
  inputs: specificationItems('Inputs', 0),
  behaviour: specificationItems('Behaviour', 1),
  acceptanceChecks: specificationItems('Acceptance checks', 1),
});
export type Specification = z.infer<typeof specificationSchema>;

import { projectCodeSchema } from '../module-content/schemas';
import { issueText } from '../shared/issue-text';

export { type ProjectCode, projectCodeSchema } from '../module-content/schemas';

export const versionSourceSchema = z.enum(versionSources);

const versionFields = {
  version: z.number().int().min(1),
  source: versionSourceSchema,
  createdAt: timestamp,
};

export const specificationVersionSchema = z.object({
  ...versionFields,
  /** The kind of project the offline engine builds from it, such as `quiz`; null: none. */
  template: z.string().nullable(),
  specification: specificationSchema,
});
export type SpecificationVersion = z.infer<typeof specificationVersionSchema>;

export const codeVersionSchema = z.object({
  ...versionFields,
  /** The specification version it was generated from; null for a hand edit's own changes. */
  specificationVersion: z.number().int().nullable(),
  code: projectCodeSchema,
});
export type CodeVersion = z.infer<typeof codeVersionSchema>;

export const hintLevelSchema = z.union([z.literal(1), z.literal(2), z.literal(3)], {
  message: 'level must be 1 (nudge), 2 (pointer) or 3 (worked example).',
});

export const codePartSchema = z.enum(codeParts);

/** One thing to look at, told at the level asked for (each level adds to the one before). */
export const hintSchema = z.object({
  /** What it is about, such as "A button nothing listens to". */
  title: z.string(),
  part: codePartSchema,
  /** 1-based line in that part, when there is one. */
  line: z.number().int().min(1).nullable(),
  nudge: z.string(),
  /** Level 2 and up. */
  pointer: z.string().nullable(),
  /** Level 3: a small example of the idea, not the student's own answer. */
  example: z.string().nullable(),
});
export type Hint = z.infer<typeof hintSchema>;

export const feedbackSchema = z.object({
  id: z.string(),
  level: hintLevelSchema,
  codeVersion: z.number().int(),
  /** An opening sentence: what went well, or that nothing was found. */
  summary: z.string(),
  hints: z.array(hintSchema),
  /** The whole project as the engine would write it: only where a teacher allows full code. */
  solution: projectCodeSchema.nullable(),
  createdAt: timestamp,
});
export type Feedback = z.infer<typeof feedbackSchema>;

export const codeBoxSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  prompt: z.string(),
  specificationVersions: z.number().int(),
  codeVersions: z.number().int(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type CodeBoxSummary = z.infer<typeof codeBoxSummarySchema>;

/** One code box with every version (newest first) and the feedback it got (newest first). */
export const codeBoxSchema = codeBoxSummarySchema.extend({
  specifications: z.array(specificationVersionSchema),
  code: z.array(codeVersionSchema),
  feedback: z.array(feedbackSchema),
  /** Whether level-3 feedback may carry the whole project (a class setting, or staff). */
  fullCodeAllowed: z.boolean(),
});
export type CodeBox = z.infer<typeof codeBoxSchema>;

export const codeBoxResponseSchema = z.object({ data: codeBoxSchema });
export const codeBoxListResponseSchema = z.object({
  data: z.object({ codeBoxes: z.array(codeBoxSummarySchema) }),
});

/** POST /gpt/code-box/generate/specifications: a fresh specification from a (revised) idea. */
export const generateSpecificationRequestSchema = z.strictObject({
  codeBoxId: codeBoxIdSchema,
  prompt: ideaSchema.optional(),
});

/** POST /gpt/code-box/:id/update/specifications: the user's edit, saved as a new version. */
export const updateSpecificationRequestSchema = z.strictObject({
  specification: specificationSchema,
});

/** POST /gpt/code-box/:id/generate: code from a specification version (the newest by default). */
export const generateCodeRequestSchema = z.strictObject({
  specificationVersion: z.number().int().min(1).optional(),
});

/** PUT /gpt/code-box/:id/code: a hand edit, saved as a new version. */
export const saveCodeRequestSchema = z.strictObject({ code: projectCodeSchema });

/** POST /gpt/code-box/:id/generate/feedback: hints on a code version (the newest by default). */
export const feedbackRequestSchema = z.strictObject({
  level: hintLevelSchema.default(1),
  codeVersion: z.number().int().min(1).optional(),
});

/**
 * POST /gpt/code-box/preview: the document the sandboxed preview runs (loops guarded), and the
 * page that runs it, on the preview's own origin.
 */
export const previewRequestSchema = z.strictObject({ code: projectCodeSchema });
export const previewResponseSchema = z.object({
  data: z.object({ document: z.string(), frameUrl: z.url() }),
});
