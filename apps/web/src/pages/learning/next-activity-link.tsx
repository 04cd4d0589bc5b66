import { Trans } from '@lingui/react/macro';
import type { ActivityPlace, OutlineActivity } from '@sparked/features/learning';
import { Button } from '@sparked/ui/button';
import { Link } from '@tanstack/react-router';

/**
 * The way on after an activity: the next one, opened where this one was (full screen or inside
 * the module map), or back to the map after the last.
 */
export function NextActivityLink({
  place,
  next,
  fullScreen,
}: {
  place: ActivityPlace;
  next: OutlineActivity | undefined;
  fullScreen: boolean;
}) {
  const nextTitle = next?.title;
  return (
    <Button asChild>
      {next ? (
        <Link
          to={
            fullScreen
              ? '/player/classes/$classId/modules/$moduleId/activities/$activityId'
              : '/student-journey/classes/$classId/modules/$moduleId/activities/$activityId'
          }
          params={{ ...place, activityId: next.id }}
        >
          <Trans>Next: {nextTitle}</Trans>
        </Link>
      ) : (
        <Link to="/student-journey/classes/$classId/modules/$moduleId" params={place}>
          <Trans>Back to the module map</Trans>
        </Link>
      )}
    </Button>
  );
}
