import { Trans } from '@lingui/react/macro';
import { Stack } from '@sparked/ui/stack';
import { Link } from '@tanstack/react-router';
import * as styles from '../../shared/page.css';
import { ContinueLearning } from './continue-learning';

/**
 * The spec's Student Dashboard Landing (/student-dashboard): where each module stands and what to
 * do next, across every class; the journey shows the same, class by class.
 */
export function StudentDashboardLandingPage() {
  return (
    <Stack gap={5}>
      <Stack gap={2}>
        <h1 className={styles.title}>
          <Trans>Student dashboard</Trans>
        </h1>
        <p className={styles.lead}>
          <Trans>Where each of your modules stands, and what to do next.</Trans>
        </p>
        <Link to="/student-journey" className={styles.note}>
          <Trans>Your journey, class by class</Trans>
        </Link>
      </Stack>
      <ContinueLearning />
    </Stack>
  );
}
