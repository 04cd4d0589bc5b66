import { Trans, useLingui } from '@lingui/react/macro';
import {
  activityTypeLabels,
  moduleListQueryOptions,
  moduleQueryOptions,
} from '@sparked/features/modules';
import { useSession } from '@sparked/features/session';
import { Card } from '@sparked/ui/card';
import { NativeSelect } from '@sparked/ui/native-select';
import { Spinner } from '@sparked/ui/spinner';
import { Stack } from '@sparked/ui/stack';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import * as styles from '../shared/page.css';

const route = getRouteApi('/_authenticated/_focus/drag');

function Outline({ moduleId }: { moduleId: string }) {
  const { t } = useLingui();
  const { session } = useSession();
  const module = useQuery(moduleQueryOptions(session.client, moduleId));
  if (module.isPending) return <Spinner label={t`Loading the module`} />;
  if (module.isError) return <p className={styles.errorText}>{module.error.message}</p>;
  if (module.data.sections.length === 0) {
    return (
      <p className={styles.note}>
        <Trans>This module has nothing in it yet.</Trans>
      </p>
    );
  }
  return (
    <Stack gap={4}>
      {module.data.description ? <p className={styles.lead}>{module.data.description}</p> : null}
      {module.data.sections.map((section, index) => (
        <Card key={section.id} as="section" heading={`${index + 1}. ${section.title}`}>
          <Stack gap={3}>
            {section.units.map((unit) => (
              <div key={unit.id}>
                <h3 className={styles.subheading}>{unit.title}</h3>
                <ol className={styles.steps}>
                  {unit.activities.map((activity) => (
                    <li key={activity.id}>
                      <Link
                        to="/player/modules/$moduleId/activities/$activityId/preview"
                        params={{ moduleId, activityId: activity.id }}
                      >
                        {activity.title}
                      </Link>{' '}
                      <span className={styles.note}>· {activityTypeLabels[activity.type]}</span>
                    </li>
                  ))}
                </ol>
              </div>
            ))}
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

/**
 * Course Preview (spec §2 /drag): one of my modules as a learner walks through it, section by
 * section, each activity opening its preview.
 */
export function CoursePreviewPage() {
  const { t } = useLingui();
  const { session } = useSession();
  const { module: chosen } = route.useSearch();
  const navigate = route.useNavigate();
  const modules = useQuery(moduleListQueryOptions(session.client, { offset: 0 }));
  const list = modules.data?.modules ?? [];
  const moduleId = chosen ?? list[0]?.id;
  return (
    <div className={styles.reading}>
      <Stack gap={5}>
        <Link to="/educator/modules" className={styles.note}>
          <Trans>← All modules</Trans>
        </Link>
        <h1 className={styles.title}>
          <Trans>Course preview</Trans>
        </h1>
        {modules.isPending ? (
          <Spinner label={t`Loading your modules`} />
        ) : list.length === 0 ? (
          <p className={styles.note}>
            <Trans>You have no modules to preview yet.</Trans>
          </p>
        ) : (
          <>
            <NativeSelect
              label={t`Module`}
              options={list.map((module) => ({ value: module.id, label: module.title }))}
              value={moduleId}
              onChange={({ target: { value } }) =>
                void navigate({ search: { module: value }, replace: true })
              }
            />
            {moduleId ? <Outline moduleId={moduleId} /> : null}
          </>
        )}
      </Stack>
    </div>
  );
}
