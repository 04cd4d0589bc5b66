import { plural, t } from '@lingui/core/macro';
import type { EducatorOverview } from '@sparked/contracts';
import { dateFormat } from '@sparked/ui/format';

type Attention = EducatorOverview['attention'][number];

const dayMs = 86_400_000;
const shownDate = dateFormat('date');

/** Whole days from `since` to `now`, never below zero. */
export const daysSince = (since: string, now: number) =>
  Math.max(0, Math.floor((now - Date.parse(since)) / dayMs));

/** Why a student is on the dashboard, said the way a colleague would say it. */
export function attentionText(row: Attention, now: number): string {
  const activity = row.activityTitle
    ? `“${row.activityTitle}”`
    : t({ message: 'an activity', comment: 'Inside a sentence about a student’s work.' });
  switch (row.reason) {
    case 'failing':
      return plural(row.attempts, {
        one: `Has tried ${activity} # time without passing.`,
        other: `Has tried ${activity} # times without passing.`,
      });
    case 'idle':
      return plural(daysSince(row.since, now), {
        one: `No progress on ${activity} for # day.`,
        other: `No progress on ${activity} for # days.`,
      });
    case 'not-started': {
      const joined = shownDate.format(new Date(row.since));
      return t`Has not opened an activity since joining on ${joined}.`;
    }
  }
}
