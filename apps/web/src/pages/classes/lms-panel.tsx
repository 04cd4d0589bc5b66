import { Trans, useLingui } from '@lingui/react/macro';
import type { LtiClassLink } from '@sparked/contracts';
import { catalogueSentence } from '@sparked/features/api-client';
import {
  lmsClassQueryOptions,
  ResendScores,
  rosterSyncSummary,
  useLmsRosterSync,
} from '@sparked/features/lms-classes';
import { useSession } from '@sparked/features/session';
import { Badge } from '@sparked/ui/badge';
import { Button } from '@sparked/ui/button';
import { Card } from '@sparked/ui/card';
import { dateFormat } from '@sparked/ui/format';
import { Stack } from '@sparked/ui/stack';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { HeaderRow } from '../../shared/header-row';
import * as styles from '../../shared/page.css';
import { QueryState } from '../../shared/query-state';
import * as tableStyles from '../../shared/table.css';
import { TableScroll } from '../../shared/table-scroll';
import { useReportedAction } from '../../shared/use-reported-action';

type Linked = NonNullable<LtiClassLink>;
const syncedFormat = dateFormat('date and time');

/** "Sync roster from <LMS>", with what the last sync did. */
function RosterSync({ classId, link }: { classId: string; link: Linked }) {
  const { t } = useLingui();
  const { platformName: lms } = link;
  const { session } = useSession();
  const sync = useLmsRosterSync(session.client, classId);
  const report = useReportedAction();
  const [result, setResult] = useState<string | null>(null);
  if (!link.rosterAvailable)
    return (
      <p className={styles.note}>
        <Trans>
          {lms} has not offered its roster yet. Open Sparked once from the course as its teacher, or
          ask the LMS administrator to allow Names and Role Provisioning.
        </Trans>
      </p>
    );
  const when = link.lastSync ? syncedFormat.format(new Date(link.lastSync.syncedAt)) : '';
  const summary = link.lastSync ? rosterSyncSummary(link.lastSync) : '';
  const run = () =>
    report(async () => {
      const done = await sync.mutateAsync();
      setResult(rosterSyncSummary(done));
    }, t`The roster from ${lms} is in.`);
  return (
    <Stack gap={2}>
      <div>
        <Button onClick={() => void run()} loading={sync.isPending}>
          <Trans>Sync roster from {lms}</Trans>
        </Button>
      </div>
      <p className={styles.note} role="status">
        {result ??
          (link.lastSync
            ? t({
                message: `Last synced ${when}: ${summary}.`,
                comment: 'summary is what the sync did, such as “2 added · 1 removed”.',
              })
            : t`Not synced yet: students appear when they first open Sparked from the course.`)}
      </p>
    </Stack>
  );
}

/**
 * Per student: how many scores the LMS has, how many wait for it, how many it refused, with
 * "Send again" for those.
 */
function Grades({ classId, link }: { classId: string; link: Linked }) {
  const { t } = useLingui();
  const { session } = useSession();
  const { platformName: lms } = link;
  if (link.students.length === 0)
    return (
      <p className={styles.note}>
        <Trans>No students yet, so no grades to send.</Trans>
      </p>
    );
  return (
    <TableScroll label={t`Grades sent to ${lms}`}>
      <table className={tableStyles.table}>
        <caption className={styles.note}>
          <Trans>
            Scores of activities students open from {lms} go to its gradebook. Pending ones are sent
            again until it takes them.
          </Trans>
        </caption>
        <HeaderRow
          labels={[
            t`Student`,
            t({ message: 'Sent', comment: 'A column of grades: how many scores the LMS has.' }),
            t({ message: 'Pending', comment: 'A column of grades: how many wait to be sent.' }),
            t({ message: 'Failed', comment: 'A column of grades: how many the LMS refused.' }),
            t`Last word from the LMS`,
          ]}
        />
        <tbody>
          {link.students.map((student) => {
            const { sent, pending, failed } = student;
            return (
              <tr key={student.userId}>
                <th scope="row" className={tableStyles.cell}>
                  <bdi>{student.name}</bdi>
                </th>
                <td className={tableStyles.cell}>
                  {student.sent > 0 ? (
                    <Badge tone="success">
                      <Trans>{sent} sent</Trans>
                    </Badge>
                  ) : (
                    '0'
                  )}
                </td>
                <td className={tableStyles.cell}>
                  {student.pending > 0 ? (
                    <Badge tone="neutral">
                      <Trans>{pending} pending</Trans>
                    </Badge>
                  ) : (
                    '0'
                  )}
                </td>
                <td className={tableStyles.cell}>
                  {student.failed > 0 ? (
                    <span className={styles.inlineRow}>
                      <Badge tone="error">
                        <Trans>{failed} failed</Trans>
                      </Badge>
                      <ResendScores
                        client={session.client}
                        classId={classId}
                        student={student}
                        platformName={link.platformName}
                      />
                    </span>
                  ) : (
                    '0'
                  )}
                </td>
                <td className={tableStyles.cell}>
                  {catalogueSentence(student.lastError ?? '', student.lastErrorEntry ?? undefined)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroll>
  );
}

/** The card of a class an LMS launched: "From Moodle". */
function LinkedClass({ classId, link }: { classId: string; link: Linked }) {
  const { t } = useLingui();
  const lms = link.platformName;
  return (
    <Card
      heading={t({
        message: `From ${lms}`,
        comment: 'The card of a class that came from an LMS, named after it: “From Moodle”.',
      })}
      headingLevel={2}
      as="section"
    >
      <Stack gap={4}>
        <RosterSync classId={classId} link={link} />
        <Grades classId={classId} link={link} />
      </Stack>
    </Card>
  );
}

/**
 * A class that came from an LMS (LTI): its roster brought in from there, and each student's
 * grades sent, pending or failed. Nothing for a class no LMS has launched.
 */
export function LmsPanel({ classId }: { classId: string }) {
  const { t } = useLingui();
  const { session } = useSession();
  const link = useQuery(lmsClassQueryOptions(session.client, classId));
  return (
    <QueryState query={link} loading={t`Loading the class's LMS`} what={t`The class's LMS`}>
      {(data) => (data ? <LinkedClass classId={classId} link={data} /> : null)}
    </QueryState>
  );
}
