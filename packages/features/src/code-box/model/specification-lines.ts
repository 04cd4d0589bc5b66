import type { Specification } from '@sparked/contracts';

/** The specification's lists, each edited as one line per item. */
export const listFields = [
  { name: 'goals', label: 'Goals', description: 'What the project is for, one per line.' },
  {
    name: 'inputs',
    label: 'Inputs',
    description: 'What it starts with, one per line: questions, cards, minutes, units…',
  },
  { name: 'behaviour', label: 'Behaviour', description: 'What it does, one step per line.' },
  {
    name: 'acceptanceChecks',
    label: 'Acceptance checks',
    description: 'How you will know it works, one check per line.',
  },
] as const satisfies ReadonlyArray<{
  name: keyof Specification;
  label: string;
  description: string;
}>;

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
