import { Trans, useLingui } from '@lingui/react/macro';
import type { MyClass } from '@sparked/contracts';
import { myClassesQueryOptions, useClassMembership } from '@sparked/features/learning';
import { useSession } from '@sparked/features/session';
import { Button } from '@sparked/ui/button';
import { Card } from '@sparked/ui/card';
import { DialogCancelledError, useDialogs } from '@sparked/ui/dialog-provider';
import { Inline } from '@sparked/ui/inline';
import { Stack } from '@sparked/ui/stack';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import * as styles from '../../shared/page.css';
import { QueryState } from '../../shared/query-state';
import { useReportedAction } from '../../shared/use-reported-action';
import { ClassmatesCard } from './classmates-card';
import { ModuleProgress } from './module-progress';
import { SignInFirst } from './sign-in-first';

const route = getRouteApi('/_public/student-journey/classes/$classId/');

/** Leaving asks first; the student can join again with the class's code. */
function LeaveClass({ entry }: { entry: MyClass }) {
  const { t } = useLingui();
  const { session } = useSession();
  const { confirm } = useDialogs();
  const report = useReportedAction();
  const navigate = useNavigate();
  const { leave } = useClassMembership(session.client);
  const pending = entry.status === 'pending';
  const name = entry.name;
  const run = async () => {
    try {
      await confirm({
        type: 'danger',
        title: pending ? t`Withdraw your request?` : t`Leave ${name}?`,
        message: pending
          ? t`Your teacher will no longer see it.`
          : t`Your progress is kept for your teacher. To come back you need the join code again.`,
        confirmLabel: pending
          ? t({ message: 'Withdraw', comment: 'Takes back a request to join a class.' })
          : t`Leave class`,
      });
    } catch (error) {
      if (error instanceof DialogCancelledError) return;
      throw error;
    }
    if (await report(() => leave.mutateAsync(entry.id), t`You are no longer in ${name}.`)) {
      await navigate({ to: '/student-journey' });
    }
  };
  return (
    <Button variant="ghost" size="sm" loading={leave.isPending} onClick={() => void run()}>
      {pending ? <Trans>Withdraw request</Trans> : <Trans>Leave class</Trans>}
    </Button>
  );
}

function ClassJourney({ classId }: { classId: string }) {
  const { t } = useLingui();
  const { session } = useSession();
  const classes = useQuery(myClassesQueryOptions(session.client));
  const taughtBy = (teacher: string) => t`Taught by ${teacher}`;
  return (
    <QueryState
      query={classes}
      loading={t`Loading the class`}
      what={t`This class`}
      title={t`Class`}
    >
      {(data) => {
        const entry = data.find((candidate) => candidate.id === classId);
        if (!entry) {
          return (
            <Card>
              <Stack gap={3} align="start">
                <h1 className={styles.title}>
                  <Trans>You are not in this class</Trans>
                </h1>
                <Link to="/classes/$classId" params={{ classId }} className={styles.headingLink}>
                  <Trans>See the class and join it</Trans>
                </Link>
              </Stack>
            </Card>
          );
        }
        return (
          <Stack gap={5}>
            <Inline gap={3} justify="between" align="center" wrap>
              <Stack gap={1}>
                <h1 className={styles.title}>{entry.name}</h1>
                <p className={styles.note}>
                  {entry.academy ? t`On your own, from the academy` : taughtBy(entry.teacher)}
                </p>
              </Stack>
              <LeaveClass entry={entry} />
            </Inline>
            {entry.status === 'pending' ? (
              <Card>
                <p className={styles.lead}>
                  <Trans>
                    Your teacher has your request to join. The modules open here once they accept
                    it.
                  </Trans>
                </p>
              </Card>
            ) : entry.modules.length === 0 ? (
              <Card>
                <p className={styles.lead}>
                  <Trans>Your teacher has not assigned any modules yet.</Trans>
                </p>
              </Card>
            ) : (
              <section aria-labelledby="class-modules">
                <h2 id="class-modules" className={styles.subheading}>
                  <Trans>Modules</Trans>
                </h2>
                <ul className={styles.cardList}>
                  {entry.modules.map((module) => (
                    <ModuleProgress key={module.moduleId} classId={entry.id} module={module} />
                  ))}
                </ul>
              </section>
            )}
            {entry.status === 'active' && !entry.academy ? (
              <ClassmatesCard classId={entry.id} />
            ) : null}
          </Stack>
        );
      }}
    </QueryState>
  );
}

/** A class on the student's journey (spec §2): its modules in order, progress, leaving. */
export function ClassJourneyPage() {
  const { t } = useLingui();
  const { claims } = useSession();
  const { classId } = route.useParams();
  return (
    <Stack gap={4}>
      <Link to="/student-journey" className={styles.note}>
        ← <Trans>Your journey</Trans>
      </Link>
      {claims ? (
        <ClassJourney classId={classId} />
      ) : (
        <SignInFirst
          title={t`Class`}
          reason={t`Sign in to see this class and your progress in it.`}
        />
      )}
    </Stack>
  );
}
