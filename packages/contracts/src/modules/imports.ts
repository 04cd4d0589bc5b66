import { z } from 'zod';
import { catalogueEntrySchema } from '../shared/error';
import { educators } from './endpoints';

/**
 * Importing a course package (IMS Common Cartridge 1.0 to 1.3, or a Sparked export) into a new
 * draft module (decision 0035): the upload answers a job the page polls, and the job ends with a
 * report of what came in and what was left out, and why.
 */
export const cartridgeImportLimits = {
  /** The uploaded package. */
  maxPackageBytes: 200 * 1024 * 1024,
  /** Files in the package. */
  maxEntries: 5000,
  /** Uncompressed bytes of all the files the import reads. */
  maxTotalBytes: 600 * 1024 * 1024,
  /** Uncompressed bytes of one XML or HTML file. */
  maxTextBytes: 5 * 1024 * 1024,
  /** Uncompressed bytes of any other file (an image). */
  maxFileBytes: 20 * 1024 * 1024,
  /** Uncompressed to compressed size of one file larger than a megabyte. */
  maxRatio: 200,
} as const;

export const cartridgeImportStatuses = ['queued', 'running', 'done', 'failed'] as const;

export const cartridgeImportItemSchema = z.object({
  title: z.string(),
  /** What the package called it: web content, web link, assessment, discussion… */
  kind: z.string(),
  outcome: z.enum(['imported', 'skipped']),
  /** For an imported item, what it became; for a skipped one, why: in English. */
  note: z.string(),
  /**
   * The same, a catalogue entry a sentence (decision 0046), which the import page shows in its
   * reader's language; reports made before it have none.
   */
  noteEntries: z.optional(z.array(catalogueEntrySchema)),
});
export type CartridgeImportItem = z.infer<typeof cartridgeImportItemSchema>;

export const cartridgeImportSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  status: z.enum(cartridgeImportStatuses),
  /** Items handled so far out of the package's items (0 of 0 until the manifest is read). */
  progress: z.object({ done: z.number().int(), total: z.number().int() }),
  /** The new draft module, once the import is done. */
  moduleId: z.string().nullable(),
  /** Why a failed import made nothing, in English. */
  error: z.string().nullable(),
  /** The same as a catalogue entry (decision 0046), which the page shows in its reader's language. */
  errorEntry: z.nullable(catalogueEntrySchema),
  report: z
    .object({
      imported: z.number().int(),
      skipped: z.number().int(),
      items: z.array(cartridgeImportItemSchema),
    })
    .nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type CartridgeImport = z.infer<typeof cartridgeImportSchema>;
export const cartridgeImportResponseSchema = z.object({ data: cartridgeImportSchema });

const tags = ['Modules'];

export const moduleImportEndpoints = {
  /** Multipart, the package in a field named "file"; answers the queued job. */
  importCartridge: {
    api: 'sparked',
    method: 'POST',
    path: '/module-imports',
    auth: educators,
    idempotent: true,
    bodyType: 'multipart',
    status: 202,
    response: cartridgeImportResponseSchema,
    summary: 'Import a Common Cartridge (.imscc) as a new draft module; answers the import job',
    tags,
  },
  cartridgeImport: {
    api: 'sparked',
    method: 'GET',
    path: '/module-imports/{importId}',
    auth: educators,
    params: z.strictObject({ importId: z.uuid('importId must be an id.') }),
    response: cartridgeImportResponseSchema,
    summary: 'An import job of the caller: its progress, then its report and module',
    tags,
  },
} as const;
