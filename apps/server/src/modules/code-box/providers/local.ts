import { localFeedback } from '../engine/feedback';
import { templateBySlug, templateForIdea, templateNames } from '../engine/templates';
import { type CodeBoxProvider, UnbuildableIdeaError } from './provider';

/** What the offline engine says to an idea it has no template for. */
export const unbuildableIdea = `The offline code box builds ${templateNames}. Describe one of those, such as "a quiz about planets" or "a 10-minute timer".`;

/** The offline engine: templates filled from the specification, rule-based feedback. */
export function createLocalCodeBoxProvider(): CodeBoxProvider {
  return {
    async specify(idea) {
      const template = templateForIdea(idea);
      if (!template) throw new UnbuildableIdeaError(unbuildableIdea);
      return { specification: template.specification(idea), template: template.slug };
    },
    async build({ specification, template }) {
      const { title, summary, goals } = specification;
      const chosen =
        templateBySlug(template) ?? templateForIdea([title, summary, ...goals].join(' '));
      if (!chosen) throw new UnbuildableIdeaError(unbuildableIdea);
      return chosen.code(specification);
    },
    async review({ code, specification, level }) {
      return localFeedback(code, specification, level);
    },
  };
}
