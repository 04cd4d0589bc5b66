import { plural, t } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
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

/** What the streak asks of the learner today, in one sentence. */
function todaysWord(streak: Streak): string {
  const { freezesNeeded: missed, longest } = streak;
  if (streak.learnedToday) {
    const tomorrow = streak.days + 1;
    return t`You learned today. Come back tomorrow to make it ${tomorrow}.`;
  }
  if (streak.days > 0 && missed > 0)
    return t`You missed ${plural(missed, { one: '# day', other: '# days' })}: finish an activity today and ${plural(missed, { one: '# streak freeze keeps', other: '# streak freezes keep' })} your streak.`;
  if (streak.days > 0) return t`Finish an activity today to keep your streak.`;
  if (longest > 0)
    return t`Your streak ended. Finish an activity today to start a new one; your best is ${plural(longest, { one: '# day', other: '# days' })}.`;
  return t`Finish an activity today to start a streak.`;
}

function toNextReward(days: number, next: number): string {
  return t`${days} of ${next} days to the next reward`;
}

/** Days in a row with learning, what today asks for, freezes held and the next reward. */
export function StreakCard() {
  const { t } = useLingui();
  const { session } = useSession();
  const streak = useQuery(streakQueryOptions(session.client));
  return (
    <Card as="section" heading={t`Streak`} headingLevel={2}>
      <QueryState query={streak} loading={t`Loading your streak`} what={t`Your streak`}>
        {(data) => (
          <Stack gap={2}>
            <div className={dashboard.figureRow}>
              {data.nextMilestone ? (
                <ProgressRing
                  label={t`Streak`}
                  value={data.days}
                  max={data.nextMilestone}
                  valueText={toNextReward(data.days, data.nextMilestone)}
                  size={64}
                >
                  <BoltIcon size={20} />
                </ProgressRing>
              ) : null}
              <p className={dashboard.figure}>
                <StreakDays days={data.days} />
              </p>
            </div>
            <p className={styles.lead}>{todaysWord(data)}</p>
            <p className={styles.note}>
              <MilestoneNote next={data.nextMilestone} />{' '}
              {data.freezes > 0 ? (
                <FreezesHeld freezes={data.freezes} />
              ) : (
                <Trans>
                  A <Link to="/store">streak freeze</Link> keeps your streak through a missed day.
                </Trans>
              )}
            </p>
          </Stack>
        )}
      </QueryState>
    </Card>
  );
}

function StreakDays({ days }: { days: number }) {
  return <Plural value={days} one="# day" other="# days" />;
}

function FreezesHeld({ freezes }: { freezes: number }) {
  return (
    <Trans>
      You hold <Plural value={freezes} one="# streak freeze" other="# streak freezes" />.
    </Trans>
  );
}

function MilestoneNote({ next }: { next: Streak['nextMilestone'] }) {
  return next ? <Trans>A reward at {next} days.</Trans> : <Trans>Every milestone reached.</Trans>;
}
