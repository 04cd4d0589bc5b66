import { gameLimits } from '@sparked/contracts';

/**
 * Points for an answer (Kahoot's rule): nothing when wrong; when right, the full 1000 at once,
 * falling evenly to half at the last moment of the question's time.
 */
export function pointsFor(correct: boolean, elapsedMs: number, seconds: number): number {
  if (!correct) return 0;
  const share = Math.min(Math.max(elapsedMs / (seconds * 1000), 0), 1);
  return Math.round(gameLimits.maxPoints * (1 - share / 2));
}

/** Answers arriving this long after a question's time still count: the network's delay. */
export const answerGraceMs = 1000;

/** Experience a finished game gives: one for each 100 points. */
export const experienceFor = (score: number) => Math.floor(score / gameLimits.pointsPerExperience);

/**
 * Ranks by score, highest first, ties sharing a rank (1, 1, 3) and keeping the earlier joiner
 * first in the list.
 */
export function ranked<T extends { score: number; joinedAt: Date }>(players: readonly T[]) {
  const sorted = [...players].sort(
    (a, b) => b.score - a.score || a.joinedAt.getTime() - b.joinedAt.getTime(),
  );
  let rank = 0;
  return sorted.map((player, index) => {
    if (index === 0 || sorted[index - 1]?.score !== player.score) rank = index + 1;
    return { ...player, rank };
  });
}
