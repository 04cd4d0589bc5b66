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
        <h1 className={styles.title}>Student dashboard</h1>
        <p className={styles.lead}>Where each of your modules stands, and what to do next.</p>
        <Link to="/student-journey" className={styles.note}>
          Your journey, class by class
        </Link>
      </Stack>
      <ContinueLearning />
    </Stack>
  );
}
