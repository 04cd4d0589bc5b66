import type { ProjectTemplate } from '../template';
import { calculatorTemplate } from './calculator';
import { diceGameTemplate } from './dice-game';
import { drawingPadTemplate } from './drawing-pad';
import { flashcardsTemplate } from './flashcards';
import { quizTemplate } from './quiz';
import { timerTemplate } from './timer';
import { toDoListTemplate } from './to-do-list';
import { unitConverterTemplate } from './unit-converter';

/** Every project the offline engine builds; on a tie, the earlier one wins. */
export const projectTemplates: readonly ProjectTemplate[] = [
  quizTemplate,
  flashcardsTemplate,
  calculatorTemplate,
  timerTemplate,
  toDoListTemplate,
  diceGameTemplate,
  unitConverterTemplate,
  drawingPadTemplate,
];

/** The template an idea asks for most, or undefined when it names none of them. */
export function templateForIdea(idea: string): ProjectTemplate | undefined {
  let best: { template: ProjectTemplate; score: number } | undefined;
  for (const template of projectTemplates) {
    const score = idea.match(template.keywords)?.length ?? 0;
    if (score > (best?.score ?? 0)) best = { template, score };
  }
  return best?.template;
}

export const templateBySlug = (slug: string | null) =>
  projectTemplates.find((template) => template.slug === slug);

/** "a quiz, a set of flashcards, … or a drawing pad": what to ask for when an idea names none. */
export const templateNames = (() => {
  const names = projectTemplates.map((template) => `a ${template.name}`);
  return `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
})();
