import type { Streak } from '@sparked/contracts';
import { streakQueryOptions } from '@sparked/features/learning';
import { useSession } from '@sparked/features/session';
import { Card } from '@sparked/ui/card';
import { BoltIcon } from '@sparked/ui/icon';
import { ProgressRing } from '@sparked/ui/progress-ring';
import { Stack } from '@sparked/ui/stack';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import * as styles from '../../shared/page.css';
import { QueryState } from '../../shared/query-state';
import * as dashboard from './dashboard.css';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** What the streak asks of the learner today, in one sentence. */
function todaysWord(streak: Streak): string {
  if (streak.learnedToday)
    return `You learned today. Come back tomorrow to make it ${streak.days + 1}.`;
  if (streak.days > 0 && streak.freezesNeeded > 0)
    return `You missed ${plural(streak.freezesNeeded, 'day', 'days')}: finish an activity today and ${plural(streak.freezesNeeded, 'streak freeze keeps', 'streak freezes keep')} your streak.`;
  if (streak.days > 0) return 'Finish an activity today to keep your streak.';
  if (streak.longest > 0)
    return `Your streak ended. Finish an activity today to start a new one; your best is ${plural(streak.longest, 'day', 'days')}.`;
  return 'Finish an activity today to start a streak.';
}

/** Days in a row with learning, what today asks for, freezes held and the next reward. */
export function StreakCard() {
  const { session } = useSession();
  const streak = useQuery(streakQueryOptions(session.client));
  return (
    <Card as="section" heading="Streak" headingLevel={2}>
      <QueryState query={streak} loading="Loading your streak" what="Your streak">
        {(data) => (
          <Stack gap={2}>
            <div className={dashboard.figureRow}>
              {data.nextMilestone ? (
                <ProgressRing
                  label="Streak"
                  value={data.days}
                  max={data.nextMilestone}
                  valueText={`${data.days} of ${data.nextMilestone} days to the next reward`}
                  size={64}
                >
                  <BoltIcon size={20} />
                </ProgressRing>
              ) : null}
              <p className={dashboard.figure}>{plural(data.days, 'day', 'days')}</p>
            </div>
            <p className={styles.lead}>{todaysWord(data)}</p>
            <p className={styles.note}>
              {data.nextMilestone
                ? `A reward at ${data.nextMilestone} days. `
                : 'Every milestone reached. '}
              {data.freezes > 0 ? (
                `You hold ${plural(data.freezes, 'streak freeze', 'streak freezes')}.`
              ) : (
                <>
                  A <Link to="/store">streak freeze</Link> keeps your streak through a missed day.
                </>
              )}
            </p>
          </Stack>
        )}
      </QueryState>
    </Card>
  );
}
