import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Specification } from '@sparked/contracts';
import { i18n } from '@sparked/i18n';

type ListName = 'goals' | 'inputs' | 'behaviour' | 'acceptanceChecks';

/** A list field whose label and description are translated when they are read (decision 0045). */
const listField = (name: ListName, label: MessageDescriptor, description: MessageDescriptor) => ({
  name,
  get label() {
    return i18n._(label);
  },
  get description() {
    return i18n._(description);
  },
});

/** The specification's lists, each edited as one line per item. */
export const listFields: ReadonlyArray<{
  name: ListName & keyof Specification;
  readonly label: string;
  readonly description: string;
}> = [
  listField('goals', msg`Goals`, msg`What the project is for, one per line.`),
  listField(
    'inputs',
    msg`Inputs`,
    msg`What it starts with, one per line: questions, cards, minutes, units…`,
  ),
  listField('behaviour', msg`Behaviour`, msg`What it does, one step per line.`),
  listField(
    'acceptanceChecks',
    msg`Acceptance checks`,
    msg`How you will know it works, one check per line.`,
  ),
];

export const linesOf = (items: readonly string[]) => items.join('\n');

/** The form's text back as a specification: each list one trimmed item per non-empty line. */
export function specificationOf(form: FormData): Specification {
  const text = (name: string) => String(form.get(name) ?? '');
  const lines = (name: string) =>
    text(name)
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
  return {
    title: text('title').trim(),
    summary: text('summary').trim(),
    goals: lines('goals'),
    inputs: lines('inputs'),
    behaviour: lines('behaviour'),
    acceptanceChecks: lines('acceptanceChecks'),
  };
}
