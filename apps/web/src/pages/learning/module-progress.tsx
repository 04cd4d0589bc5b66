import { Trans, useLingui } from '@lingui/react/macro';
import { learnerModuleQueryOptions, nextActivity } from '@sparked/features/learning';
import { useSession } from '@sparked/features/session';
import { Button } from '@sparked/ui/button';
import { Card } from '@sparked/ui/card';
import { dateFormat } from '@sparked/ui/format';
import { Progress } from '@sparked/ui/progress';
import { Spinner } from '@sparked/ui/spinner';
import { Stack } from '@sparked/ui/stack';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import * as styles from '../../shared/page.css';
import { nextActivityButton } from './learning.css';

const dueFormat = dateFormat('date');

export type AssignedModule = { moduleId: string; title: string; dueAt: string | null };

/**
 * One module of a class on the journey: how far the student is, when it is due, and a way to
 * carry on with the next activity.
 */
export function ModuleProgress({
  classId,
  module,
  className,
  headingLevel = 3,
}: {
  classId: string;
  module: AssignedModule;
  /** The class, where modules of several classes are listed together. */
  className?: string;
  headingLevel?: 2 | 3;
}) {
  const { t } = useLingui();
  const { session } = useSession();
  const place = { classId, moduleId: module.moduleId };
  const outline = useQuery(learnerModuleQueryOptions(session.client, place));
  const next = outline.data ? nextActivity(outline.data) : undefined;
  const dueOn = (dueAt: string) => {
    const date = dueFormat.format(new Date(dueAt));
    return t({ message: `Due ${date}`, comment: 'When a module is due: "Due" and a date.' });
  };
  const doneOf = (completed: number, total: number) => t`${completed} of ${total} done`;
  const title = module.title;
  const nextTitle = next?.title ?? '';
  return (
    <li>
      <Card
        as="article"
        headingLevel={headingLevel}
        heading={
          <Link
            to="/student-journey/classes/$classId/modules/$moduleId"
            params={place}
            className={styles.headingLink}
          >
            {module.title}
          </Link>
        }
      >
        <Stack gap={3} align="stretch">
          {className ? <p className={styles.note}>{className}</p> : null}
          {module.dueAt ? <p className={styles.note}>{dueOn(module.dueAt)}</p> : null}
          {outline.isPending ? (
            <Spinner label={t`Loading your progress in ${title}`} />
          ) : outline.isError ? (
            <p className={styles.errorText}>{outline.error.message}</p>
          ) : (
            <>
              <Progress
                label={t`Your progress`}
                value={outline.data.completed}
                max={Math.max(outline.data.total, 1)}
                formatValue={() => doneOf(outline.data.completed, outline.data.total)}
              />
              {next ? (
                <div>
                  <Button asChild size="sm" className={nextActivityButton}>
                    <Link
                      to="/student-journey/classes/$classId/modules/$moduleId/activities/$activityId"
                      params={{ ...place, activityId: next.id }}
                    >
                      {next.status === 'in-progress'
                        ? t`Continue: ${nextTitle}`
                        : t`Start: ${nextTitle}`}
                    </Link>
                  </Button>
                </div>
              ) : outline.data.total > 0 && outline.data.completed === outline.data.total ? (
                <p className={styles.note}>
                  <Trans>Every activity is done. Well done!</Trans>
                </p>
              ) : null}
            </>
          )}
        </Stack>
      </Card>
    </li>
  );
}
