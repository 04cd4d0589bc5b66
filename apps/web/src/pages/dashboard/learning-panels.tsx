import { Trans } from '@lingui/react/macro';
import { Inline } from '@sparked/ui/inline';
import { Stack } from '@sparked/ui/stack';
import { Link } from '@tanstack/react-router';
import * as styles from '../../shared/page.css';
import { ContinueLearning } from '../learning/continue-learning';
import * as dashboard from './dashboard.css';
import { HappeningNow } from './happening-now';
import { LeagueCard } from './league-card';
import { MoreToDo } from './more-to-do';
import { StreakCard } from './streak-card';

/**
 * A student's learning on the dashboard: their streak, this week's league, the competitions and
 * events happening now, and each module they take with its next activity. Loaded on its own, after the page's first paint (the route starts its data).
 */
export function LearningPanels() {
  return (
    <>
      <div className={dashboard.glance}>
        <StreakCard />
        <LeagueCard />
        <MoreToDo />
      </div>
      <HappeningNow />
      <Stack gap={3}>
        <Inline gap={3} align="center" justify="between" wrap>
          <h2 className={styles.subheading}>
            <Trans>Continue learning</Trans>
          </h2>
          <Link to="/student-journey" className={styles.note}>
            <Trans>Your journey, class by class</Trans>
          </Link>
        </Inline>
        <ContinueLearning />
      </Stack>
    </>
  );
}
