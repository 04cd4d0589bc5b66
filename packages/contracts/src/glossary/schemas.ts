import { z } from 'zod';

// A module's glossary (decision 0019): the terms its authors mark in the e-book editor,
// each with the definition the mark carries. It lives in the e-books' text itself, so a term is
// added, renamed or dropped by editing the page, and the password game and the puzzle maker read
// it from there.

export const glossaryEntrySchema = z.object({ term: z.string(), definition: z.string() });
export type GlossaryEntry = z.infer<typeof glossaryEntrySchema>;

export const moduleGlossarySchema = z.object({
  moduleId: z.string(),
  moduleTitle: z.string(),
  entries: z.array(glossaryEntrySchema),
});
export type ModuleGlossary = z.infer<typeof moduleGlossarySchema>;

export const glossariesResponseSchema = z.object({
  data: z.object({ glossaries: z.array(moduleGlossarySchema) }),
});
