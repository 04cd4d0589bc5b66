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
  const { session } = useSession();
  const place = { classId, moduleId: module.moduleId };
  const outline = useQuery(learnerModuleQueryOptions(session.client, place));
  const next = outline.data ? nextActivity(outline.data) : undefined;
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
          {module.dueAt ? (
            <p className={styles.note}>Due {dueFormat.format(new Date(module.dueAt))}</p>
          ) : null}
          {outline.isPending ? (
            <Spinner label={`Loading your progress in ${module.title}`} />
          ) : outline.isError ? (
            <p className={styles.errorText}>{outline.error.message}</p>
          ) : (
            <>
              <Progress
                label="Your progress"
                value={outline.data.completed}
                max={Math.max(outline.data.total, 1)}
                formatValue={() => `${outline.data.completed} of ${outline.data.total} done`}
              />
              {next ? (
                <div>
                  <Button asChild size="sm">
                    <Link
                      to="/student-journey/classes/$classId/modules/$moduleId/activities/$activityId"
                      params={{ ...place, activityId: next.id }}
                    >
                      {next.status === 'in-progress' ? 'Continue' : 'Start'}: {next.title}
                    </Link>
                  </Button>
                </div>
              ) : outline.data.total > 0 && outline.data.completed === outline.data.total ? (
                <p className={styles.note}>Every activity is done. Well done!</p>
              ) : null}
            </>
          )}
        </Stack>
      </Card>
    </li>
  );
}
