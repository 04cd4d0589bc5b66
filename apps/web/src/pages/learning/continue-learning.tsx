import { Trans, useLingui } from '@lingui/react/macro';
import { myClassesQueryOptions } from '@sparked/features/learning';
import { useSession } from '@sparked/features/session';
import { Card } from '@sparked/ui/card';
import { EmptyState } from '@sparked/ui/empty-state';
import { RocketPicture } from '@sparked/ui/picture';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import * as styles from '../../shared/page.css';
import { QueryState } from '../../shared/query-state';
import { ModuleProgress } from './module-progress';

/** What a student without classes reads, wherever their classes would be. */
export function NoClassesYet() {
  const { t } = useLingui();
  return (
    <Card>
      <EmptyState
        picture={<RocketPicture />}
        title={t`You are not in a class yet`}
        action={
          <Link to="/academy">
            <Trans>Find a module in the academy</Trans>
          </Link>
        }
      >
        <Trans>Open the join link your teacher shared, or start a module of your own.</Trans>
      </EmptyState>
    </Card>
  );
}

/**
 * Every module the student is taking, from all their classes, each with its progress and the
 * next activity: the same "what next" the journey shows class by class.
 */
export function ContinueLearning() {
  const { t } = useLingui();
  const { session } = useSession();
  const classes = useQuery(myClassesQueryOptions(session.client));
  return (
    <QueryState query={classes} loading={t`Loading your classes`} what={t`Your classes`}>
      {(data) => {
        const taking = data
          .filter((entry) => entry.status === 'active')
          .flatMap((entry) => entry.modules.map((module) => ({ entry, module })));
        if (taking.length === 0) return <NoClassesYet />;
        return (
          <ul className={styles.cardList} aria-label={t`Your modules`}>
            {taking.map(({ entry, module }) => (
              <ModuleProgress
                key={`${entry.id}:${module.moduleId}`}
                classId={entry.id}
                module={module}
                className={entry.name}
                headingLevel={2}
              />
            ))}
          </ul>
        );
      }}
    </QueryState>
  );
}
