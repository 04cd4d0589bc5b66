import { Trans, useLingui } from '@lingui/react/macro';
import type { EducatorOverview } from '@sparked/contracts';
import { attentionText, educatorOverviewQueryOptions } from '@sparked/features/classes';
import { useSession } from '@sparked/features/session';
import { Button } from '@sparked/ui/button';
import { Card } from '@sparked/ui/card';
import { dateFormat } from '@sparked/ui/format';
import { Stack } from '@sparked/ui/stack';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import * as styles from '../../shared/page.css';
import { QueryState } from '../../shared/query-state';
import { ClassCounts, ClassLink } from './class-link';

const whenFormat = dateFormat('date and time');

function ClassesCard({ classes }: { classes: EducatorOverview['classes'] }) {
  const { t } = useLingui();
  return (
    <Card as="section" heading={t`Your classes`} headingLevel={2}>
      {classes.length === 0 ? (
        <Stack gap={3} align="start">
          <p className={styles.note}>
            <Trans>No classes yet. Make one, assign a module and share its join link.</Trans>
          </p>
          <Button asChild>
            <Link to="/educator/classes">
              <Trans>Make a class</Trans>
            </Link>
          </Button>
        </Stack>
      ) : (
        <ul className={styles.cardList}>
          {classes.map((entry) => (
            <li key={entry.id} className={styles.itemMeta}>
              <ClassLink entry={entry} />
              <span className={styles.inlineRow}>
                <ClassCounts entry={entry} />
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function AttentionCard({ rows }: { rows: EducatorOverview['attention'] }) {
  const { t } = useLingui();
  const now = Date.now();
  return (
    <Card as="section" heading={t`Who may need a word`} headingLevel={2}>
      {rows.length === 0 ? (
        <p className={styles.note}>
          <Trans>Nobody is stuck or waiting to start. Good going.</Trans>
        </p>
      ) : (
        <ul className={styles.cardList}>
          {rows.map((row) => (
            <li key={`${row.classId}:${row.userId}:${row.reason}:${row.activityTitle}`}>
              <p className={styles.inlineRow}>
                <Link
                  to="/educator/classes/$classId/students"
                  params={{ classId: row.classId }}
                  search={{ tab: 'progress' }}
                  className={styles.headingLink}
                >
                  {row.studentName}
                </Link>
                <span className={styles.note}>{row.className}</span>
              </p>
              <p className={styles.note}>{attentionText(row, now)}</p>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function RecentCard({ rows }: { rows: EducatorOverview['recent'] }) {
  const { t } = useLingui();
  return (
    <Card as="section" heading={t`Recently completed`} headingLevel={2}>
      {rows.length === 0 ? (
        <p className={styles.note}>
          <Trans>Completions in your classes show here as they happen.</Trans>
        </p>
      ) : (
        <ul className={styles.cardList}>
          {rows.map((row) => (
            <li key={`${row.userId}:${row.classId}:${row.completedAt}`}>
              <p className={styles.definition}>
                <Completed row={row} />
              </p>
              <p className={styles.note}>
                {row.className} · {whenFormat.format(new Date(row.completedAt))}
              </p>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** "Ana completed “Fractions” (80%)": the score only when the activity has one. */
function Completed({ row }: { row: EducatorOverview['recent'][number] }) {
  const { studentName: student, activityTitle: activity, score } = row;
  return score === null ? (
    <Trans>
      {student} completed “{activity}”
    </Trans>
  ) : (
    <Trans>
      {student} completed “{activity}” ({score}%)
    </Trans>
  );
}

/**
 * The educator dashboard (spec §2 /educator/dashboard), where staff land after signing in: their
 * classes, who may need help and what was completed lately.
 */
export function EducatorDashboardPage() {
  const { t } = useLingui();
  const { session } = useSession();
  const overview = useQuery(educatorOverviewQueryOptions(session.client));
  return (
    <Stack gap={5}>
      <h1 className={styles.title}>
        <Trans>Educator dashboard</Trans>
      </h1>
      <QueryState query={overview} loading={t`Loading your classes`} what={t`Your dashboard`}>
        {(data) => (
          <div className={styles.filters}>
            <ClassesCard classes={data.classes} />
            <AttentionCard rows={data.attention} />
            <RecentCard rows={data.recent} />
          </div>
        )}
      </QueryState>
    </Stack>
  );
}
