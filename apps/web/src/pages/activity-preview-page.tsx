import { Trans, useLingui } from '@lingui/react/macro';
import { learnerContent } from '@sparked/contracts';
import { ActivityView, localMarking } from '@sparked/features/activity-views';
import { scormLauncher } from '@sparked/features/learning';
import { activityQueryOptions, activityTypeLabels } from '@sparked/features/modules';
import { useSession } from '@sparked/features/session';
import { Card } from '@sparked/ui/card';
import { Spinner } from '@sparked/ui/spinner';
import { Stack } from '@sparked/ui/stack';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import * as styles from '../shared/page.css';

const route = getRouteApi(
  '/_authenticated/_focus/player/modules/$moduleId/activities/$activityId/preview',
);

/** "Preview of the draft · E-book". */
function DraftOf({ type }: { type: string }) {
  return <Trans>Preview of the draft · {type}</Trans>;
}

/**
 * An activity's draft exactly as a learner will meet it (spec §2 …/preview): the learner's view of
 * the content (no answers, their shuffle) in the player's views, marked on the spot. Viewers too.
 */
export function ActivityPreviewPage() {
  const { t } = useLingui();
  const { session, claims } = useSession();
  const { moduleId, activityId } = route.useParams();
  const activity = useQuery(activityQueryOptions(session.client, moduleId, activityId));
  const launch = useMemo(() => scormLauncher(session.client), [session.client]);
  const view = useMemo(
    () =>
      activity.data
        ? {
            content: learnerContent(activity.data.content, claims?.id ?? 'preview'),
            marking: localMarking(activity.data.content),
          }
        : null,
    [activity.data, claims?.id],
  );
  return (
    <div className={styles.reading}>
      <Stack gap={5}>
        <Link
          to="/educator/modules/$moduleId/contents"
          params={{ moduleId }}
          className={styles.note}
        >
          <Trans>← Module contents</Trans>
        </Link>
        {activity.isPending ? (
          <Spinner label={t`Opening the preview`} />
        ) : activity.isError || !view ? (
          <p className={styles.errorText}>{activity.error?.message}</p>
        ) : (
          <>
            <Stack gap={2}>
              <p className={styles.note}>
                <DraftOf type={activityTypeLabels[activity.data.type]} />
              </p>
              <h1 className={styles.title}>{activity.data.title}</h1>
            </Stack>
            <Card>
              <ActivityView
                title={activity.data.title}
                content={view.content}
                checkAnswer={view.marking.checkAnswer}
                submitForm={view.marking.submitForm}
                scorm={{ launch, runtime: null, learnerId: claims?.id ?? 'preview' }}
              />
            </Card>
          </>
        )}
      </Stack>
    </div>
  );
}
