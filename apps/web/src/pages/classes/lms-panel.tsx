import type { LtiClassLink } from '@sparked/contracts';
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
  const { session } = useSession();
  const sync = useLmsRosterSync(session.client, classId);
  const report = useReportedAction();
  const [result, setResult] = useState<string | null>(null);
  if (!link.rosterAvailable)
    return (
      <p className={styles.note}>
        {link.platformName} has not offered its roster yet. Open Sparked once from the course as its
        teacher, or ask the LMS administrator to allow Names and Role Provisioning.
      </p>
    );
  const run = () =>
    report(async () => {
      const done = await sync.mutateAsync();
      setResult(rosterSyncSummary(done));
    }, `The roster from ${link.platformName} is in.`);
  return (
    <Stack gap={2}>
      <div>
        <Button onClick={() => void run()} loading={sync.isPending}>
          Sync roster from {link.platformName}
        </Button>
      </div>
      <p className={styles.note} role="status">
        {result ??
          (link.lastSync
            ? `Last synced ${syncedFormat.format(new Date(link.lastSync.syncedAt))}: ${rosterSyncSummary(link.lastSync)}.`
            : 'Not synced yet: students appear when they first open Sparked from the course.')}
      </p>
    </Stack>
  );
}

/**
 * Per student: how many scores the LMS has, how many wait for it, how many it refused, with
 * "Send again" for those.
 */
function Grades({ classId, link }: { classId: string; link: Linked }) {
  const { session } = useSession();
  if (link.students.length === 0)
    return <p className={styles.note}>No students yet, so no grades to send.</p>;
  return (
    <TableScroll label={`Grades sent to ${link.platformName}`}>
      <table className={tableStyles.table}>
        <caption className={styles.note}>
          Scores of activities students open from {link.platformName} go to its gradebook. Pending
          ones are sent again until it takes them.
        </caption>
        <HeaderRow labels={['Student', 'Sent', 'Pending', 'Failed', 'Last word from the LMS']} />
        <tbody>
          {link.students.map((student) => (
            <tr key={student.userId}>
              <th scope="row" className={tableStyles.cell}>
                <bdi>{student.name}</bdi>
              </th>
              <td className={tableStyles.cell}>
                {student.sent > 0 ? <Badge tone="success">{student.sent} sent</Badge> : '0'}
              </td>
              <td className={tableStyles.cell}>
                {student.pending > 0 ? (
                  <Badge tone="neutral">{student.pending} pending</Badge>
                ) : (
                  '0'
                )}
              </td>
              <td className={tableStyles.cell}>
                {student.failed > 0 ? (
                  <span className={styles.inlineRow}>
                    <Badge tone="error">{student.failed} failed</Badge>
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
              <td className={tableStyles.cell}>{student.lastError ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

/**
 * A class that came from an LMS (LTI): its roster brought in from there, and each student's
 * grades sent, pending or failed. Nothing for a class no LMS has launched.
 */
export function LmsPanel({ classId }: { classId: string }) {
  const { session } = useSession();
  const link = useQuery(lmsClassQueryOptions(session.client, classId));
  return (
    <QueryState query={link} loading="Loading the class's LMS" what="The class's LMS">
      {(data) =>
        data ? (
          <Card heading={`From ${data.platformName}`} headingLevel={2} as="section">
            <Stack gap={4}>
              <RosterSync classId={classId} link={data} />
              <Grades classId={classId} link={data} />
            </Stack>
          </Card>
        ) : null
      }
    </QueryState>
  );
}
