import { Trans, useLingui } from '@lingui/react/macro';
import { myClassesQueryOptions } from '@sparked/features/learning';
import { useSession } from '@sparked/features/session';
import { Badge } from '@sparked/ui/badge';
import { Card } from '@sparked/ui/card';
import { Stack } from '@sparked/ui/stack';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import * as styles from '../../shared/page.css';
import { QueryState } from '../../shared/query-state';
import { NoClassesYet } from './continue-learning';
import { ModuleProgress } from './module-progress';
import { SignInFirst } from './sign-in-first';

function MyClasses() {
  const { t } = useLingui();
  const { session } = useSession();
  const classes = useQuery(myClassesQueryOptions(session.client));
  const taughtBy = (teacher: string) => t`Taught by ${teacher}`;
  const modulesOf = (name: string) => t`Modules of ${name}`;
  return (
    <QueryState query={classes} loading={t`Loading your classes`} what={t`Your classes`}>
      {(data) => {
        if (data.length === 0) return <NoClassesYet />;
        return (
          <ul className={styles.cardList}>
            {data.map((entry) => (
              <li key={entry.id}>
                <Card
                  as="section"
                  headingLevel={2}
                  heading={
                    <Link
                      to="/student-journey/classes/$classId"
                      params={{ classId: entry.id }}
                      className={styles.headingLink}
                    >
                      <bdi>{entry.name}</bdi>
                    </Link>
                  }
                >
                  <Stack gap={3}>
                    <p className={styles.inlineRow}>
                      <span className={styles.note}>
                        {entry.academy ? t`On your own, from the academy` : taughtBy(entry.teacher)}
                      </span>
                      {entry.status === 'pending' ? (
                        <Badge tone="accent">
                          <Trans>Waiting for approval</Trans>
                        </Badge>
                      ) : null}
                    </p>
                    {entry.status === 'pending' ? (
                      <p className={styles.note}>
                        <Trans>
                          Your teacher has your request. The class opens here once they accept it.
                        </Trans>
                      </p>
                    ) : entry.modules.length === 0 ? (
                      <p className={styles.note}>
                        <Trans>No modules are assigned yet.</Trans>
                      </p>
                    ) : (
                      <ul className={styles.cardList} aria-label={modulesOf(entry.name)}>
                        {entry.modules.map((module) => (
                          <ModuleProgress
                            key={module.moduleId}
                            classId={entry.id}
                            module={module}
                          />
                        ))}
                      </ul>
                    )}
                  </Stack>
                </Card>
              </li>
            ))}
          </ul>
        );
      }}
    </QueryState>
  );
}

/** The student journey (spec §2 /student-journey): my classes, progress in each, what is next. */
export function JourneyPage() {
  const { t } = useLingui();
  const { claims } = useSession();
  if (!claims) {
    return (
      <SignInFirst title={t`Your journey`} reason={t`Sign in to see your classes and progress.`} />
    );
  }
  return (
    <Stack gap={5}>
      <h1 className={styles.title}>
        <Trans>Your journey</Trans>
      </h1>
      <MyClasses />
    </Stack>
  );
}
