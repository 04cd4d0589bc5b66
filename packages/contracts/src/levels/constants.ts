/**
 * Levels over EXPERIENCE. Reaching level L takes 25·L·(L−1) experience in all: level 2
 * at 50, level 3 at 150, level 4 at 300, level 10 at 2 250. Each level asks 50 more than the one
 * before, so early levels come within a session (an activity gives 20, a module 100) and later
 * ones take weeks. No schemas here: every student page reads it (decision 0006).
 */
export const experienceForLevel = (level: number): number => 25 * level * (level - 1);

export type LevelProgress = {
  level: number;
  /** Experience in all, and where this level started and the next one starts. */
  experience: number;
  levelStart: number;
  nextLevelAt: number;
};

export function levelOf(experience: number): LevelProgress {
  const total = Math.max(0, Math.floor(experience));
  // The inverse of the curve, then a step either way for rounding.
  let level = Math.max(1, Math.floor((1 + Math.sqrt(1 + (4 * total) / 25)) / 2));
  while (experienceForLevel(level + 1) <= total) level += 1;
  while (level > 1 && experienceForLevel(level) > total) level -= 1;
  return {
    level,
    experience: total,
    levelStart: experienceForLevel(level),
    nextLevelAt: experienceForLevel(level + 1),
  };
}
