import { plural } from '@lingui/core/macro';

/** How many take part, a number a learner reads alone or inside a sentence: "12 learners". */
export function learnersText(count: number): string {
  return plural(count, { one: '# learner', other: '# learners' });
}
