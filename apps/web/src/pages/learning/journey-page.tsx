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
  const { session } = useSession();
  const classes = useQuery(myClassesQueryOptions(session.client));
  return (
    <QueryState query={classes} loading="Loading your classes" what="Your classes">
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
                        {entry.academy
                          ? 'On your own, from the academy'
                          : `Taught by ${entry.teacher}`}
                      </span>
                      {entry.status === 'pending' ? (
                        <Badge tone="accent">Waiting for approval</Badge>
                      ) : null}
                    </p>
                    {entry.status === 'pending' ? (
                      <p className={styles.note}>
                        Your teacher has your request. The class opens here once they accept it.
                      </p>
                    ) : entry.modules.length === 0 ? (
                      <p className={styles.note}>No modules are assigned yet.</p>
                    ) : (
                      <ul className={styles.cardList} aria-label={`Modules of ${entry.name}`}>
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
  const { claims } = useSession();
  if (!claims) {
    return <SignInFirst title="Your journey" reason="Sign in to see your classes and progress." />;
  }
  return (
    <Stack gap={5}>
      <h1 className={styles.title}>Your journey</h1>
      <MyClasses />
    </Stack>
  );
}
