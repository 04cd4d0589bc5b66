import type { AssistantKind, AssistantReply } from '@sparked/contracts';
import type { LocalReplier } from '../providers';
import { explainMaths } from './maths-explainer';
import { studyWith } from './study-buddy';
import { coachWriting } from './writing-coach';

/** The tutors among the standard assistants, by slug: each answers from the prompt alone. */
const tutors: Record<string, (prompt: string) => string> = {
  'maths-explainer': explainMaths,
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
      return tutor ? text(tutor(request.prompt)) : repliers.standard(request);
    },
  };
}
