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
  const activity = row.activityTitle ? `“${row.activityTitle}”` : 'an activity';
  switch (row.reason) {
    case 'failing':
      return `Has tried ${activity} ${row.attempts} times without passing.`;
    case 'idle': {
      const days = daysSince(row.since, now);
      return `No progress on ${activity} for ${days} ${days === 1 ? 'day' : 'days'}.`;
    }
    case 'not-started':
      return `Has not opened an activity since joining on ${shownDate.format(new Date(row.since))}.`;
  }
}
