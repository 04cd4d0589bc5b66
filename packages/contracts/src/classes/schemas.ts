import { z } from 'zod';
import { changesOf } from '../shared/changes';
import { catalogueEntrySchema } from '../shared/error';
import { issueText } from '../shared/issue-text';
import { pagingQueryShape } from '../shared/paging';
import { lineText } from '../shared/plain-text';
import { priceFilterSchema, priceSchema } from '../shared/price';

/**
 * Classes and joining them. A class has teachers (its owner and co-teachers), assigned
 * published modules, members (active, or pending the teacher's approval) and at most one active
 * join code.
 */
export const joinModes = ['open', 'approval', 'closed'] as const;
export const joinModeSchema = z.enum(joinModes, {
  message: `joinMode must be one of ${joinModes.join(', ')}.`,
});
export type JoinMode = z.infer<typeof joinModeSchema>;

export const classIdSchema = z.uuid('classId must be a class id.');
const timestamp = z.iso.datetime({ offset: true });
const userId = z.uuid('userId must be a user id.');

/**
 * Join and referral codes: 8 characters from an alphabet without look-alikes (no 0/O, 1/I/L), so
 * a code read off a projector is typed right the first time. 31^8 ≈ 8.5 × 10^11 codes.
 */
export const codeAlphabet = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const codeLength = 8;
export const joinCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(
    new RegExp(`^[${codeAlphabet}]{${codeLength}}$`),
    issueText(
      /*i18n*/ {
        id: 'classes.a-code-is-letters-and-digits',
        message: 'A code is {length} letters and digits, such as K7MPR2XQ.',
        values: { length: codeLength },
      },
    ),
  );

export const classDetailsSchema = z.strictObject({
  name: lineText({
    empty: issueText(
      /*i18n*/ { id: 'classes.give-the-class-a-name', message: 'Give the class a name.' },
    ),
    max: 120,
  }),
  description: z.string().trim().max(2000).default(''),
  /** Free text such as "Spring 2027". */
  term: z.string().trim().max(60).default(''),
  joinMode: joinModeSchema.default('approval'),
  /** Whether classmates see each other's first names; nicknames only by default (minors). */
  showFirstNames: z.boolean().default(false),
  /** Whether activities open one after another rather than in any order. */
  sequential: z.boolean().default(false),
  /** The class's weekly league and its all-time leaderboard; each can be switched off. */
  leagues: z.boolean().default(true),
  leaderboard: z.boolean().default(true),
  /** Whether the code box's worked examples may show these students a whole project. */
  codeBoxFullCode: z.boolean().default(false),
  /** A paid class's place is bought before joining; null: free. */
  price: priceSchema.default(null),
});
export type ClassDetails = z.output<typeof classDetailsSchema>;

export const joinCodeInfoSchema = z.object({
  code: z.string(),
  expiresAt: timestamp,
  /** Null: no limit. */
  maxUses: z.number().int().nullable(),
  uses: z.number().int(),
});

export const assignedModuleSchema = z.object({
  moduleId: z.string(),
  title: z.string(),
  /** The published version learners get. */
  version: z.number().int(),
  dueAt: timestamp.nullable(),
});

export const classSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  term: z.string(),
  joinMode: joinModeSchema,
  showFirstNames: z.boolean(),
  sequential: z.boolean(),
  leagues: z.boolean(),
  leaderboard: z.boolean(),
  codeBoxFullCode: z.boolean(),
  price: priceSchema,
  archived: z.boolean(),
  teacher: z.object({ id: z.string(), name: z.string() }),
  students: z.number().int(),
  pending: z.number().int(),
  createdAt: timestamp,
});
export type ClassSummary = z.infer<typeof classSummarySchema>;

/** A class as its teachers see it. */
export const classSchema = classSummarySchema.extend({
  modules: z.array(assignedModuleSchema),
  joinCode: joinCodeInfoSchema.nullable(),
  coTeachers: z.array(z.object({ id: z.string(), name: z.string(), email: z.string() })),
});
export type Class = z.infer<typeof classSchema>;
export const classResponseSchema = z.object({ data: classSchema });

export const classListQuerySchema = z.strictObject({
  search: z.string().trim().max(200).optional(),
  archived: z
    .enum(['true', 'false'], { message: 'archived must be true or false.' })
    .transform((value) => value === 'true')
    .default(false),
  price: priceFilterSchema.optional(),
  ...pagingQueryShape,
});
export const classListResponseSchema = z.object({
  data: z.object({ classes: z.array(classSummarySchema), total: z.number().int() }),
});

export const classUpdateRequestSchema = changesOf(classDetailsSchema);

/** PUT /sparked-api/classes/{classId}/modules: the whole list, in order. */
export const classModulesRequestSchema = z.strictObject({
  modules: z
    .array(
      z.strictObject({
        moduleId: z.uuid('moduleId must be a module id.'),
        dueAt: timestamp.nullable().default(null),
      }),
    )
    .max(50),
});

/** POST /sparked-api/classes/{classId}/join-code: a new code; the old one stops working. */
export const joinCodeRequestSchema = z.strictObject({
  expiresAt: timestamp,
  maxUses: z.number().int().min(1).max(10_000).nullable().default(null),
});
export const joinCodeResponseSchema = z.object({ data: joinCodeInfoSchema });

export const memberStatuses = ['active', 'pending'] as const;

/** A student on a class roster, as teachers see them. */
export const rosterEntrySchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  nickname: z.string(),
  status: z.enum(memberStatuses),
  joinedAt: timestamp,
});
export const rosterResponseSchema = z.object({ data: z.array(rosterEntrySchema) });
export const addStudentRequestSchema = z.strictObject({
  email: z
    .email(
      issueText(
        /*i18n*/ { id: 'classes.enter-an-email-address', message: 'Enter an email address.' },
      ),
    )
    .max(320),
});
export const coTeacherRequestSchema = addStudentRequestSchema;
export const memberParamsShape = { classId: classIdSchema, userId };

/** GET /sparked-api/classes/{classId}/landing: what anyone may know before joining. */
export const classLandingSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  teacher: z.string(),
  joinMode: joinModeSchema,
  modules: z.array(z.object({ title: z.string() })),
  price: priceSchema,
  /** False for a paid class while payments are not set up: it says so rather than failing. */
  purchasable: z.boolean(),
});
export type ClassLanding = z.infer<typeof classLandingSchema>;
export const classLandingResponseSchema = z.object({ data: classLandingSchema });

/** POST /sparked-api/classes/{classId}/join: with the class's code, or none for an open class. */
export const joinRequestSchema = z.strictObject({ code: joinCodeSchema.optional() });
export const joinResponseSchema = z.object({
  data: z.object({ classId: z.string(), status: z.enum(memberStatuses) }),
});
export type JoinResult = z.infer<typeof joinResponseSchema>['data'];

/** A class the signed-in student belongs to or asked to join. */
export const myClassSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** A module taken on one's own from the academy rather than a teacher's class. */
  academy: z.boolean(),
  teacher: z.string(),
  status: z.enum(memberStatuses),
  modules: z.array(
    z.object({ moduleId: z.string(), title: z.string(), dueAt: timestamp.nullable() }),
  ),
});
export type MyClass = z.infer<typeof myClassSchema>;
export const myClassesResponseSchema = z.object({ data: z.array(myClassSchema) });

/**
 * GET /sparked-api/classes/{classId}/classmates: the class's students as a classmate sees them,
 * by nickname unless the teacher turned first names on (learners may be minors); never a full
 * name or an email.
 */
export const classmatesResponseSchema = z.object({
  data: z.object({
    firstNames: z.boolean(),
    classmates: z.array(z.object({ userId: z.string(), name: z.string(), you: z.boolean() })),
  }),
});
export type Classmates = z.infer<typeof classmatesResponseSchema>['data'];

/** POST /sso/referral/sparked/classes/{id}/generate (spec §7, admins). */
export const referralCodeSchema = z.object({
  code: z.string(),
  classId: z.string(),
  uses: z.number().int(),
  revoked: z.boolean(),
  createdAt: timestamp,
});
export const referralCodeResponseSchema = z.object({ data: referralCodeSchema });
export const referralCodesResponseSchema = z.object({ data: z.array(referralCodeSchema) });

/**
 * POST /sparked-api/classes/{classId}/students/import: a CSV with an `email` column. `dryRun`
 * previews; otherwise every row is applied, or none when any row has an error.
 */
export const rosterImportRequestSchema = z.strictObject({
  csv: z
    .string()
    .min(1, issueText(/*i18n*/ { id: 'files.the-file-is-empty', message: 'The file is empty.' }))
    .max(
      200_000,
      issueText(
        /*i18n*/ {
          id: 'files.the-file-is-larger-than',
          message: 'The file is larger than {kilobytes} kB.',
          values: { kilobytes: 200 },
        },
      ),
    ),
  dryRun: z.boolean().default(true),
});
export const rosterImportRowSchema = z.object({
  /** The line in the file, counting the header as line 1. */
  line: z.number().int(),
  email: z.string(),
  outcome: z.enum(['add', 'already', 'error']),
  /** Why a row cannot be imported, in English. */
  message: z.string().nullable(),
  /** The same as a catalogue entry (decision 0046), which the page shows in its reader's language. */
  entry: z.nullable(catalogueEntrySchema),
});
export const rosterImportResponseSchema = z.object({
  data: z.object({
    rows: z.array(rosterImportRowSchema),
    /** Students added, or on a dry run the students it would add; none while a row is wrong. */
    added: z.number().int(),
    errors: z.number().int(),
    /** Whether anything was saved (never on a dry run or with errors). */
    applied: z.boolean(),
  }),
});
