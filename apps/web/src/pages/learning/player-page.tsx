import { Trans } from '@lingui/react/macro';
import { useSession } from '@sparked/features/session';
import { WalletBar } from '@sparked/features/wallet';
import { Inline } from '@sparked/ui/inline';
import { Stack } from '@sparked/ui/stack';
import { getRouteApi, Link } from '@tanstack/react-router';
import * as styles from '../../shared/page.css';
import { ActivityPlayer } from './activity-player';
import { NextActivityLink } from './next-activity-link';

const route = getRouteApi(
  '/_authenticated/_focus/player/classes/$classId/modules/$moduleId/activities/$activityId',
);

/**
 * The full-screen activity player (spec §2 Activity Player): the activity and the wallets it
 * pays into, with the way back to the module map and on to the next activity.
 */
export function PlayerPage() {
  const { session } = useSession();
  const place = route.useParams();
  return (
    <div className={styles.reading}>
      <Stack gap={4}>
        <Inline gap={3} justify="between" align="center" wrap>
          <Link
            to="/student-journey/classes/$classId/modules/$moduleId"
            params={place}
            className={styles.note}
          >
            ← <Trans>Module map</Trans>
          </Link>
          <WalletBar client={session.client} />
        </Inline>
        <ActivityPlayer
          key={place.activityId}
          place={place}
          renderNext={(next) => <NextActivityLink place={place} next={next} fullScreen />}
        />
      </Stack>
    </div>
  );
}
