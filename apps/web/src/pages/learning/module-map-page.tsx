import { Trans, useLingui } from '@lingui/react/macro';
import type { LearnerOutline } from '@sparked/contracts';
import {
  activityStatusLabels,
  activityStatusTones,
  learnerModuleQueryOptions,
} from '@sparked/features/learning';
import { useSession } from '@sparked/features/session';
import { Badge } from '@sparked/ui/badge';
import { Card } from '@sparked/ui/card';
import { Progress } from '@sparked/ui/progress';
import { Stack } from '@sparked/ui/stack';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link, Outlet, useParams } from '@tanstack/react-router';
import * as styles from '../../shared/page.css';
import { QueryState } from '../../shared/query-state';
import * as learning from './learning.css';
import { SignInFirst } from './sign-in-first';

const route = getRouteApi('/_public/student-journey/classes/$classId/modules/$moduleId');

/** Sections, units and activities with the student's status; open activities are links. */
function ModuleMap({ outline, openId }: { outline: LearnerOutline; openId?: string }) {
  const { t } = useLingui();
  const place = { classId: outline.classId, moduleId: outline.moduleId };
  const completedWith = (score: number) => {
    const done = activityStatusLabels.completed;
    return t({
      message: `${done} · ${score}%`,
      comment: 'An activity done, with its score.',
    });
  };
  return (
    <nav aria-label={t`Module map`}>
      <Stack gap={4}>
        {outline.sections.map((section) => (
          <section key={section.id} aria-label={section.title}>
            <h2 className={styles.subheading}>{section.title}</h2>
            {section.units.map((unit) => (
              <div key={unit.id}>
                <h3 className={learning.unitTitle}>{unit.title}</h3>
                <ul className={learning.mapList}>
                  {unit.activities.map((activity) => (
                    <li key={activity.id} className={learning.mapItem}>
                      {activity.status === 'locked' ? (
                        <span className={styles.note}>{activity.title}</span>
                      ) : (
                        <Link
                          to="/student-journey/classes/$classId/modules/$moduleId/activities/$activityId"
                          params={{ ...place, activityId: activity.id }}
                          className={
                            activity.id === openId ? learning.currentItem : styles.headingLink
                          }
                          aria-current={activity.id === openId ? 'page' : undefined}
                        >
                          {activity.title}
                        </Link>
                      )}
                      <Badge tone={activityStatusTones[activity.status]}>
                        {activity.score !== null && activity.status === 'completed'
                          ? completedWith(activity.score)
                          : activityStatusLabels[activity.status]}
                      </Badge>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </section>
        ))}
      </Stack>
    </nav>
  );
}

function LoadedMap({ classId, moduleId }: { classId: string; moduleId: string }) {
  const { t } = useLingui();
  const { session } = useSession();
  const outline = useQuery(learnerModuleQueryOptions(session.client, { classId, moduleId }));
  const doneOf = (completed: number, total: number) => t`${completed} of ${total} done`;
  // The open activity, when the map's child route shows one beside it.
  const { activityId } = useParams({ strict: false });
  return (
    <QueryState
      query={outline}
      loading={t`Loading the module`}
      what={t`This module`}
      title={t`Module`}
    >
      {(data) => {
        const header = (
          <Stack gap={3}>
            <Link
              to="/student-journey/classes/$classId"
              params={{ classId }}
              className={styles.note}
            >
              ← <Trans>Class</Trans>
            </Link>
            {activityId ? (
              <p className={styles.lead}>{data.title}</p>
            ) : (
              <h1 className={styles.title}>{data.title}</h1>
            )}
            {data.description && !activityId ? (
              <p className={styles.lead}>{data.description}</p>
            ) : null}
            <Progress
              label={t`Your progress`}
              value={data.completed}
              max={Math.max(data.total, 1)}
              formatValue={() => doneOf(data.completed, data.total)}
            />
            {data.sequential ? (
              <p className={styles.note}>
                <Trans>Activities open one after another, in this order.</Trans>
              </p>
            ) : null}
          </Stack>
        );
        if (!activityId) {
          return (
            <Stack gap={5}>
              {header}
              <Card>
                <ModuleMap outline={data} />
              </Card>
            </Stack>
          );
        }
        return (
          <div className={learning.mapWithActivity}>
            <div className={learning.activityPane}>
              <Outlet />
            </div>
            <aside aria-label={t`This module`}>
              <Stack gap={4}>
                {header}
                <ModuleMap outline={data} openId={activityId} />
              </Stack>
            </aside>
          </div>
        );
      }}
    </QueryState>
  );
}

/** The module map (spec §2): the activities of a class's module with progress; opens them inside. */
export function ModuleMapPage() {
  const { t } = useLingui();
  const { claims } = useSession();
  const { classId, moduleId } = route.useParams();
  if (!claims) {
    return (
      <SignInFirst title={t`Module`} reason={t`Sign in to open this module and your progress.`} />
    );
  }
  return <LoadedMap classId={classId} moduleId={moduleId} />;
}
