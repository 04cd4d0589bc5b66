import { Trans, useLingui } from '@lingui/react/macro';
import { AvatarBadge } from '@sparked/features/avatar';
import { currentUserQueryOptions } from '@sparked/features/current-user';
import { useSession } from '@sparked/features/session';
import { Spinner } from '@sparked/ui/spinner';
import { Stack } from '@sparked/ui/stack';
import { useSuspenseQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import * as styles from '../shared/page.css';
import * as dashboard from './dashboard/dashboard.css';
import { LevelRing, LevelText } from './dashboard/level-progress';
import { MoreToDo } from './dashboard/more-to-do';

// A student's streak and modules load after the page's first paint; their data is already on
// its way (the route's loader starts it).
const LearningPanels = lazy(() =>
  import('./dashboard/learning-panels').then((module) => ({ default: module.LearningPanels })),
);

/**
 * The student's dashboard (spec §2 `/`): at one glance their avatar and level, their streak, and
 * the next activity of each module they are taking. Staff visiting it see the avatar and level.
 */
export function StudentDashboardPage() {
  const { t } = useLingui();
  const { session, claims } = useSession();
  const { data: user } = useSuspenseQuery(currentUserQueryOptions(session.client));
  const { firstName } = user;
  return (
    <Stack gap={5}>
      <section className={dashboard.hero} aria-labelledby="dashboard-greeting">
        <LevelRing>
          <AvatarBadge client={session.client} size={96} />
        </LevelRing>
        <div className={dashboard.heroText}>
          <h1 id="dashboard-greeting" className={styles.title}>
            <Trans>Hi, {firstName}!</Trans>
          </h1>
          <LevelText />
        </div>
      </section>
      {claims?.user_role === 'student' ? (
        <Suspense fallback={<Spinner label={t`Loading your streak and modules`} />}>
          <LearningPanels />
        </Suspense>
      ) : (
        <MoreToDo />
      )}
    </Stack>
  );
}
