/**
 * The moments the player marks as a learner plays (spec §9 prefetches a sound for each): a right
 * answer, a wrong one, and a finished module. The player raises them; whatever plays sounds or
 * celebrates listens, so the player stays silent until something does.
 */
export type LearningMoment = 'right' | 'wrong' | 'course-completed';
type Listener = (moment: LearningMoment) => void;

const listeners = new Set<Listener>();

/** Listens to every moment from now on; call the answer to stop. */
export function onLearningMoment(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function raiseLearningMoment(moment: LearningMoment): void {
  for (const listener of listeners) listener(moment);
}
