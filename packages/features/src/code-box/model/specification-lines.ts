import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Specification } from '@sparked/contracts';
import { i18n } from '@sparked/i18n';

/** The specification's lists, each edited as one line per item. */
/** A list field whose words are translated each time they are read. */
const field = <Name extends keyof Specification>(
  name: Name,
  label: MessageDescriptor,
  description: MessageDescriptor,
) => ({
  name,
  get label() {
    return i18n._(label);
  },
  get description() {
    return i18n._(description);
  },
});

export const listFields = [
  field('goals', msg`Goals`, msg`What the project is for, one per line.`),
  field(
    'inputs',
    msg`Inputs`,
    msg`What it starts with, one per line: questions, cards, minutes, units…`,
  ),
  field('behaviour', msg`Behaviour`, msg`What it does, one step per line.`),
  field(
    'acceptanceChecks',
    msg`Acceptance checks`,
    msg`How you will know it works, one check per line.`,
  ),
] as const;

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
