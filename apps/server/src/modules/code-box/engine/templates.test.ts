import { specificationSchema } from '@sparked/contracts';
import { parse } from 'acorn';
import { describe, expect, it } from 'vitest';
import { localFeedback } from './feedback';
import { projectTemplates, templateForIdea, templateNames } from './templates';

const ideas: Record<string, string> = {
  quiz: 'a quiz about the planets in our solar system',
  flashcards: 'flashcards to help me learn my Spanish vocabulary',
  calculator: 'a calculator that can add and multiply',
  timer: 'a 10 minute countdown for my reading time',
  'to-do-list': 'a to-do list for my homework',
  'dice-game': 'a game where 3 players roll 2 dice to reach 40 points',
  'unit-converter': 'convert kilograms to pounds',
  'drawing-pad': 'a drawing pad where I can doodle',
};

describe('the offline project templates', () => {
  it('number at least eight, one for each idea students ask for', () => {
    expect(projectTemplates.map((template) => template.slug).sort()).toEqual(
      Object.keys(ideas).sort(),
    );
  });

  it.each(Object.entries(ideas))('%s: an idea for it chooses it', (slug, idea) => {
    expect(templateForIdea(idea)?.slug).toBe(slug);
  });

  it('an idea naming none of them chooses none, and the list of what can be built reads as a sentence', () => {
    expect(templateForIdea('an online shop for my band')).toBeUndefined();
    expect(templateNames).toMatch(/^a quiz, a set of flashcards, .+ or a drawing pad$/);
  });

  it.each(projectTemplates.map((template) => [template.slug, template] as const))(
    '%s: writes a valid specification and code that parses and passes its own feedback',
    (slug, template) => {
      const specification = template.specification(ideas[slug] ?? '');
      expect(specificationSchema.parse(specification)).toEqual(specification);
      const code = template.code(specification);
      expect(() => parse(code.js, { ecmaVersion: 'latest' })).not.toThrow();
      expect(code.html).toContain(`<h1>${specification.title}</h1>`);
      const feedback = localFeedback(code, specification, 3);
      expect(feedback.hints).toEqual([]);
      expect(feedback.summary).toMatch(/^Nothing to fix found/);
    },
  );

  it('reads its details from the specification, so an edited line changes the code', () => {
    const quiz = projectTemplates.find((template) => template.slug === 'quiz');
    const specification = quiz?.specification(ideas.quiz ?? '');
    if (!quiz || !specification) throw new Error('no quiz');
    const edited = {
      ...specification,
      inputs: ['Question: What colour is Mars? Answer: Red. Wrong: Blue, Green'],
    };
    const { js } = quiz.code(edited);
    expect(js).toContain('"question": "What colour is Mars?"');
    expect(js).toContain('"answer": "Red"');
    expect(js).not.toContain('Jupiter');

    const timer = projectTemplates.find((template) => template.slug === 'timer');
    const timed = timer?.specification(ideas.timer ?? '');
    expect(timed?.inputs).toEqual(['Minutes: 10']);
    if (!timer || !timed) throw new Error('no timer');
    expect(timer.code({ ...timed, inputs: ['Minutes: 3'] }).js).toContain(
      'const totalSeconds = 3 * 60;',
    );
  });

  it('escapes a title that looks like markup', () => {
    const timer = projectTemplates.find((template) => template.slug === 'timer');
    const specification = timer?.specification('a timer');
    if (!timer || !specification) throw new Error('no timer');
    const { html } = timer.code({ ...specification, title: '<img src=x onerror=alert(1)>' });
    expect(html).toContain('<h1>&lt;img src=x onerror=alert(1)&gt;</h1>');
  });
});
