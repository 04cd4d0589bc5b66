import { plural } from '@lingui/core/macro';
import type { ModuleGlossary } from '@sparked/contracts';

/** The educator's module glossaries as choices: each module's title and how many terms it has. */
export const glossaryOptions = (glossaries: readonly ModuleGlossary[]) =>
  glossaries.map(({ moduleId, moduleTitle, entries }) => ({
    value: moduleId,
    label: plural(entries.length, {
      one: `${moduleTitle} (# term)`,
      other: `${moduleTitle} (# terms)`,
    }),
  }));
