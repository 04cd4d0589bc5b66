import { z } from 'zod';
import { moduleAuthorRoleSchema } from '../module-authors/schemas';
import { activityContentSchema, activityTypeSchema } from '../module-content/schemas';
import { changesOf } from '../shared/changes';
import { issueText } from '../shared/issue-text';
import { pagingQueryShape } from '../shared/paging';
import { lineText } from '../shared/plain-text';
import { priceSchema } from '../shared/price';
import { moduleLevels, moduleLicenceIds, moduleStatuses } from './constants';

/**
 * Modules and their outline: module → sections → units → activities, each ordered.
 * Edits change the draft; publishing snapshots it as a numbered version, which is what learners
 * see, so they never meet a half-edited draft.
 */
export const moduleStatusSchema = z.enum(moduleStatuses, {
  message: `status must be one of ${moduleStatuses.join(', ')}.`,
});

const id = (name: string) => z.uuid(`${name} must be an id.`);
export const sectionIdSchema = id('sectionId');
export const unitIdSchema = id('unitId');
export const activityIdSchema = id('activityId');
const timestamp = z.iso.datetime({ offset: true });
const title = lineText({
  empty: issueText(/*i18n*/ { id: 'modules.give-it-a-title', message: 'Give it a title.' }),
  max: 200,
  tooLong: issueText(
    /*i18n*/ {
      id: 'modules.title-too-long',
      message: 'A title is at most {max} characters.',
      values: { max: 200 },
    },
  ),
});

/** The details an author edits in settings; every field but the title has a default. */
export const moduleDetailsSchema = z.strictObject({
  title,
  description: z.string().trim().max(5000).default(''),
  subject: z.string().trim().max(100).default(''),
  level: z.enum(moduleLevels).default('beginner'),
  /** A BCP 47 language tag such as en or pt-BR. */
  language: z
    .string()
    .regex(/^[a-z]{2,3}(-[A-Z]{2})?$/, 'language is a code such as en or pt-BR.')
    .default('en'),
  estimatedMinutes: z.number().int().min(0).max(10_000).default(30),
  /** Under which terms others may use it (`moduleLicences`); all rights reserved unless chosen. */
  licence: z
    .enum(moduleLicenceIds, { message: 'licence must be one of the licences Sparked offers.' })
    .default('all-rights-reserved'),
  /** Whether the published module is in the academy catalogue for anyone to take. */
  listedInAcademy: z.boolean().default(false),
  /** What taking it from the academy costs; null is free. */
  price: priceSchema.default(null),
  /** An uploaded image's address, or null for none. */
  coverImage: z
    .string()
    .regex(/^\/sparked-api\/module-images\/[A-Za-z0-9-]+\.(png|jpe?g|webp)$/)
    .nullable()
    .default(null),
});
export type ModuleDetails = z.output<typeof moduleDetailsSchema>;

export const moduleSummarySchema = z.object({
  id: z.string(),
  ...moduleDetailsSchema.shape,
  status: moduleStatusSchema,
  /** The caller's authorship role. */
  role: moduleAuthorRoleSchema,
  /** The latest published version's number, or null if never published. */
  publishedVersion: z.number().int().nullable(),
  /** Whether the draft has changes that are not in the published version. */
  unpublishedChanges: z.boolean(),
  createdAt: timestamp,
  updatedAt: timestamp,
});

export const outlineActivitySchema = z.object({
  id: z.string(),
  type: activityTypeSchema,
  title: z.string(),
});
export const outlineUnitSchema = z.object({
  id: z.string(),
  title: z.string(),
  activities: z.array(outlineActivitySchema),
});
export const outlineSectionSchema = z.object({
  id: z.string(),
  title: z.string(),
  units: z.array(outlineUnitSchema),
});

export const moduleWithOutlineSchema = moduleSummarySchema.extend({
  sections: z.array(outlineSectionSchema),
});
export type ModuleWithOutline = z.infer<typeof moduleWithOutlineSchema>;

/** GET /sparked-api/modules: the modules the caller authors, last edited first. */
export const moduleListQuerySchema = z.strictObject({
  search: z.string().trim().max(200).optional(),
  status: moduleStatusSchema.optional(),
  ...pagingQueryShape,
});
export const moduleListResponseSchema = z.object({
  data: z.object({ modules: z.array(moduleSummarySchema), total: z.number().int().nonnegative() }),
});

export const moduleCreateRequestSchema = moduleDetailsSchema;
export const moduleUpdateRequestSchema = changesOf(moduleDetailsSchema);
export const moduleResponseSchema = z.object({ data: moduleWithOutlineSchema });

// Outline items. A new item goes last unless `position` (0-based) says otherwise.
const position = z.number().int().min(0).max(10_000);

export const sectionCreateRequestSchema = z.strictObject({ title, position: position.optional() });
export const unitCreateRequestSchema = z.strictObject({
  sectionId: sectionIdSchema,
  title,
  position: position.optional(),
});
export const activityCreateRequestSchema = z.strictObject({
  unitId: unitIdSchema,
  type: activityTypeSchema,
  title,
  position: position.optional(),
  /** Content to start from (a clipboard copy); the type's empty content otherwise. */
  content: activityContentSchema.optional(),
});
export const renameRequestSchema = z.strictObject({ title });

/** One move call for every outline item: its new parent (none for sections) and position. */
export const outlineMoveRequestSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('section'), id: sectionIdSchema, position }),
  z.strictObject({
    kind: z.literal('unit'),
    id: unitIdSchema,
    parentId: sectionIdSchema,
    position,
  }),
  z.strictObject({
    kind: z.literal('activity'),
    id: activityIdSchema,
    parentId: unitIdSchema,
    position,
  }),
]);
export type OutlineMoveRequest = z.infer<typeof outlineMoveRequestSchema>;

export const activitySchema = outlineActivitySchema.extend({
  moduleId: z.string(),
  unitId: z.string(),
  content: activityContentSchema,
  updatedAt: timestamp,
});
export type Activity = z.infer<typeof activitySchema>;
export const activityResponseSchema = z.object({ data: activitySchema });

/**
 * PUT …/activities/{activityId}: autosave. `baseUpdatedAt` is the `updatedAt` the editor last
 * saw; if someone saved since, the save is refused with 409 instead of silently overwriting.
 */
export const activityUpdateRequestSchema = z.strictObject({
  title: title.optional(),
  content: activityContentSchema.optional(),
  baseUpdatedAt: timestamp,
});

/** Images authors upload into a module (e-book image blocks, covers). */
export const moduleImageLimits = {
  maxFileBytes: 8 * 1024 * 1024,
  /** Decoded width × height of one upload. */
  maxPixels: 8000 * 8000,
  /** Stored images are scaled down to this width: wider is wasted on a learner's screen. */
  maxWidth: 2000,
  perModule: 300,
} as const;

/** A stored module image's name: made by the server, never by the upload. */
export const moduleImageNameSchema = z
  .string()
  .regex(/^[0-9a-f-]{36}\.webp$/, 'fileName must be the name of a module image.');

/** POST /sparked-api/modules/{moduleId}/images: multipart, one image in the `file` field. */
export const moduleImageResponseSchema = z.object({
  data: z.object({
    /** Where the image is served, for an image block's `src` or the module's cover. */
    src: z.string(),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
  }),
});
export type ModuleImageResponse = z.infer<typeof moduleImageResponseSchema>;

/**
 * A host authors may embed in iframe activities and video or iframe blocks, such as
 * www.youtube-nocookie.com: lower-case letters, digits, dots and hyphens, at least one dot.
 */
export const embeddableHostSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(253)
  .regex(
    /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/,
    issueText(
      /*i18n*/ {
        id: 'modules.enter-a-host-name',
        message: 'Enter a host name such as www.example.org, without https:// or a path.',
      },
    ),
  );

export const embeddableHostEntrySchema = z.object({
  host: z.string(),
  note: z.string(),
  createdAt: timestamp,
});

export const embeddableHostsResponseSchema = z.object({
  data: z.array(embeddableHostEntrySchema),
});
export const embeddableHostRequestSchema = z.strictObject({
  host: embeddableHostSchema,
  /** What the site is, for the next admin: "PhET simulations". */
  note: z.string().trim().max(200).default(''),
});
export const embeddableHostResponseSchema = z.object({ data: embeddableHostEntrySchema });
