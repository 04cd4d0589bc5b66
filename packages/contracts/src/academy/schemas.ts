import { z } from 'zod';
import { moduleLevels, moduleLicenceIds } from '../modules/constants';
import { pagingQueryShape } from '../shared/paging';
import { priceFilterSchema, priceSchema } from '../shared/price';

/** The academy: published modules their authors list, for anyone to take. */
export const academyQuerySchema = z.strictObject({
  search: z.string().trim().max(200).optional(),
  subject: z.string().trim().max(100).optional(),
  level: z
    .enum(moduleLevels, { message: `level must be one of ${moduleLevels.join(', ')}.` })
    .optional(),
  /** Only modules that take at most this many minutes. */
  maxMinutes: z.coerce
    .number({ message: 'maxMinutes must be a number.' })
    .int('maxMinutes must be a whole number.')
    .min(1)
    .max(10_000)
    .optional(),
  /** Free modules only, or paid ones only. */
  price: priceFilterSchema.optional(),
  ...pagingQueryShape,
});

export const academyModuleSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  subject: z.string(),
  level: z.enum(moduleLevels),
  language: z.string(),
  estimatedMinutes: z.number().int(),
  /** Under which terms it may be reused (`moduleLicences`). */
  licence: z.enum(moduleLicenceIds),
  coverImage: z.string().nullable(),
  authors: z.array(z.string()),
  activities: z.number().int(),
  price: priceSchema,
  /** False for a paid module while no payment provider is set up: it cannot be bought yet. */
  purchasable: z.boolean(),
});
export type AcademyModule = z.infer<typeof academyModuleSchema>;

export const academyCatalogueResponseSchema = z.object({
  data: z.object({
    modules: z.array(academyModuleSchema),
    total: z.number().int(),
    /** Subjects with listed modules, for the filter. */
    subjects: z.array(z.string()),
  }),
});

/** One module's page: what it holds, and the signed-in student's enrolment if any. */
export const academyModuleResponseSchema = z.object({
  data: academyModuleSchema.extend({
    sections: z.array(
      z.object({
        title: z.string(),
        units: z.array(
          z.object({
            title: z.string(),
            activities: z.array(z.object({ title: z.string(), type: z.string() })),
          }),
        ),
      }),
    ),
    /** The class to play it in, once enrolled. */
    enrolment: z.object({ classId: z.string() }).nullable(),
  }),
});
export type AcademyModulePage = z.infer<typeof academyModuleResponseSchema>['data'];

export const academyEnrolResponseSchema = z.object({
  data: z.object({ classId: z.string(), moduleId: z.string() }),
});
