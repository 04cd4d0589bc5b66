import { Trans } from '@lingui/react/macro';
import { Stack } from '@sparked/ui/stack';
import { getRouteApi, Link } from '@tanstack/react-router';
import * as styles from '../../shared/page.css';
import { ActivityPlayer } from './activity-player';
import { NextActivityLink } from './next-activity-link';

const route = getRouteApi(
  '/_public/student-journey/classes/$classId/modules/$moduleId/activities/$activityId',
);

/** An activity opened inside its module map; the full-screen player is one link away. */
export function JourneyActivityPage() {
  const place = route.useParams();
  return (
    <Stack gap={3}>
      <Link
        to="/player/classes/$classId/modules/$moduleId/activities/$activityId"
        params={place}
        className={styles.note}
      >
        <Trans>Open full screen</Trans>
      </Link>
      <ActivityPlayer
        key={place.activityId}
        place={place}
        renderNext={(next) => <NextActivityLink place={place} next={next} fullScreen={false} />}
      />
    </Stack>
  );
}
