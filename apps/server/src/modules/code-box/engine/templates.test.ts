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

  const built = (slug: string, idea: string) => {
    const template = projectTemplates.find((candidate) => candidate.slug === slug);
    if (!template) throw new Error(`no ${slug}`);
    const specification = template.specification(idea);
    expect(specificationSchema.parse(specification)).toEqual(specification);
    const code = template.code(specification);
    expect(localFeedback(code, specification, 3).hints).toEqual([]);
    return { ...specification, code };
  };

  it('builds a quiz about the topic asked for, with as many questions as asked', () => {
    const volcanoes = built('quiz', 'a quiz about volcanoes with 3 questions');
    expect(volcanoes.title).toBe('Volcanoes quiz');
    expect(volcanoes.summary).toMatch(/^A quiz about volcanoes with 3 questions/);
    expect(volcanoes.summary).toContain('knows no facts about volcanoes');
    expect(volcanoes.inputs).toHaveLength(3);
    for (const line of volcanoes.inputs) expect(line).toMatch(/^Question: .*about volcanoes/);
    expect(volcanoes.code.js.match(/"question":/g)).toHaveLength(3);
    expect(JSON.stringify(volcanoes)).not.toMatch(/plants|boil|heart/i);

    const planets = built('quiz', 'a quiz about the planets with five questions');
    expect(planets.inputs).toHaveLength(5);
    expect(planets.inputs[0]).toContain('Which planet is the largest?');
    expect(planets.inputs[4]).toMatch(/^Question: Question 5 about the planets/);
    expect(planets.summary).toContain('write the other 2');

    const fractions = built('quiz', 'a quiz on fractions with 2 questions');
    expect(fractions.inputs).toEqual([
      'Question: What is 7 × 8? Answer: 56. Wrong: 54, 64',
      'Question: What is half of 3/4? Answer: 3/8. Wrong: 3/2, 1/4',
    ]);
  });

  it('uses the idea’s topic and numbers in the other templates too', () => {
    const timer = built('timer', 'a timer for 5 minutes');
    expect(timer.inputs).toEqual(['Minutes: 5']);
    expect(timer.code.js).toContain('const totalSeconds = 5 * 60;');
    const practice = built('timer', 'a twenty minute timer for my piano practice');
    expect(practice.title).toBe('20-minute timer for my piano practice');

    const cards = built('flashcards', 'flashcards about French words, 6 cards');
    expect(cards.title).toBe('Flashcards: French words');
    expect(cards.inputs).toHaveLength(6);
    expect(cards.inputs[0]).toBe('Card: Word 1 about French words = what it means');
    const spanish = built('flashcards', 'flashcards for my Spanish vocabulary');
    expect(spanish.title).toBe('Flashcards: my Spanish vocabulary');
    expect(spanish.inputs[0]).toBe('Card: hola = hello');

    const party = built('to-do-list', 'a to-do list for my birthday party with 4 tasks');
    expect(party.title).toBe('To-do list for my birthday party');
    expect(party.inputs).toEqual(['Task: Task 1', 'Task: Task 2', 'Task: Task 3', 'Task: Task 4']);

    const dice = built(
      'dice-game',
      'a dice game where three players roll 2 dice to reach 50 points',
    );
    expect(dice.inputs).toEqual(['Dice: 2', 'Sides: 6', 'Players: 3', 'Target: 50']);

    const pad = built('drawing-pad', 'a drawing pad with 3 colours');
    expect(pad.inputs[0]).toBe('Colours: black, crimson, royalblue');
  });

  it('escapes a title that looks like markup', () => {
    const timer = projectTemplates.find((template) => template.slug === 'timer');
    const specification = timer?.specification('a timer');
    if (!timer || !specification) throw new Error('no timer');
    const { html } = timer.code({ ...specification, title: '<img src=x onerror=alert(1)>' });
    expect(html).toContain('<h1>&lt;img src=x onerror=alert(1)&gt;</h1>');
  });
});
