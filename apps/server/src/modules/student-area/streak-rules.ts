import { type Streak, streakMilestones } from '@sparked/contracts';
import { daysBetween } from '../core/calendar';

export type StreakRun = {
  current: number;
  longest: number;
  startDay: string;
  lastDay: string;
};

/**
 * A day of learning on `today`: the same day changes nothing; the next day extends the run;
 * after missed days, a freeze held for each missed day keeps the run (the freezes are used),
 * otherwise a new run starts.
 */
export function learnOn(
  run: StreakRun | undefined,
  today: string,
  freezesHeld: number,
): { run: StreakRun; freezesUsed: number } | null {
  if (!run)
    return { run: { current: 1, longest: 1, startDay: today, lastDay: today }, freezesUsed: 0 };
  const gap = daysBetween(run.lastDay, today);
  // Today already counted, or a clock behind the last day recorded: nothing to change.
  if (gap <= 0) return null;
  const missed = gap - 1;
  if (missed <= freezesHeld) {
    const current = run.current + 1;
    return {
      run: { ...run, current, longest: Math.max(run.longest, current), lastDay: today },
      freezesUsed: missed,
    };
  }
  return { run: { ...run, current: 1, startDay: today, lastDay: today }, freezesUsed: 0 };
}

/** The streak as the learner reads it on `today`, before any learning today. */
export function standing(
  run: StreakRun | undefined,
  today: string,
  freezesHeld: number,
): Omit<Streak, 'timeZone'> {
  const gap = run ? daysBetween(run.lastDay, today) : Number.POSITIVE_INFINITY;
  const missed = Math.max(0, gap - 1);
  const alive = run !== undefined && missed <= freezesHeld;
  const days = alive ? run.current : 0;
  return {
    days,
    longest: run?.longest ?? 0,
    learnedToday: gap <= 0,
    freezes: freezesHeld,
    freezesNeeded: alive ? missed : 0,
    nextMilestone: streakMilestones.find((milestone) => milestone > days) ?? null,
  };
}
