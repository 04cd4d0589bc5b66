import { describe, expect, it } from 'vitest';
import { linesOf, specificationOf } from './specification-lines';

describe('specification lines', () => {
  it('reads one item per non-empty line, trimmed, and writes them back the same way', () => {
    const form = new FormData();
    form.set('title', '  Space quiz ');
    form.set('summary', 'A quiz.');
    form.set('goals', 'Learn planets\n\n  Have fun  \n');
    form.set('behaviour', 'Ask');
    form.set('acceptanceChecks', 'Scores');
    const specification = specificationOf(form);
    expect(specification).toEqual({
      title: 'Space quiz',
      summary: 'A quiz.',
      goals: ['Learn planets', 'Have fun'],
      inputs: [],
      behaviour: ['Ask'],
      acceptanceChecks: ['Scores'],
    });
    expect(linesOf(specification.goals)).toBe('Learn planets\nHave fun');
  });
});
