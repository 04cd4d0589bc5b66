import { issueEntry } from '@sparked/contracts';
import type { z } from 'zod';
import { catalogueSentence } from './api-error';

/**
 * A contract schema's issue found in the browser, before sending, in the reader's language
 * (decision 0046): the schema's own sentence or zod's kind of issue, from the catalogue; zod's
 * English when the catalogue lacks it (in English, the schema's own sentence).
 */
export const issueSentence = (issue: z.core.$ZodIssue): string =>
  catalogueSentence(issue.message, issueEntry(issue));
