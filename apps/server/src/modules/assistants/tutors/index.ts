import type { AssistantKind, AssistantReply } from '@sparked/contracts';
import type { LocalReplier } from '../providers';
import { studyWith } from './study-buddy';
import { coachWriting } from './writing-coach';

/** The tutors among the standard assistants, by slug: each answers from the prompt alone. */
const tutors: Record<string, (prompt: string) => string | Promise<string>> = {
  // mathjs takes most of a second to load: loaded on the first calculation, not at start-up.
  'maths-explainer': async (prompt) => (await import('./maths-explainer')).explainMaths(prompt),
  'writing-coach': coachWriting,
  'study-buddy': studyWith,
};

const text = (message: string): AssistantReply => ({ type: 'text', message, close_thread: false });

/**
 * The offline repliers with the tutors in front: a standard assistant that is a tutor answers
 * with its own engine, every other one as before.
 */
export function withTutors(
  repliers: Record<AssistantKind, LocalReplier>,
): Record<AssistantKind, LocalReplier> {
  return {
    ...repliers,
    standard: async (request) => {
      const tutor = tutors[request.assistant.slug];
      return tutor ? text(await tutor(request.prompt)) : repliers.standard(request);
    },
  };
}
