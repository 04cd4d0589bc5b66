import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { type ClassProgress, maxStatementsPage, type StatementResult } from '@sparked/contracts';
import { callEndpoint } from '@sparked/features/api-client';
import { classProgressQueryOptions } from '@sparked/features/classes';
import { activityStatusLabels } from '@sparked/features/learning';
import { useSession } from '@sparked/features/session';
import { useLingui } from '@sparked/i18n';
import { Button } from '@sparked/ui/button';
import { Card } from '@sparked/ui/card';
import { Inline } from '@sparked/ui/inline';
import { Stack } from '@sparked/ui/stack';
import { useToasts } from '@sparked/ui/toast';
import { useQuery } from '@tanstack/react-query';
import { download } from '../../shared/download';
import * as styles from '../../shared/page.css';
import { QueryState } from '../../shared/query-state';
import * as tableStyles from '../../shared/table.css';
import { TableScroll } from '../../shared/table-scroll';

type Cell = ClassProgress['students'][number]['cells'][number];

/** A cell as short as a grid needs: its status, its score, its minutes. */
function cellText(cell: Cell | undefined): string {
  if (!cell) return '';
  const parts = [activityStatusLabels[cell.status]];
  if (cell.score !== null) parts.push(`${cell.score}%`);
  if (cell.secondsSpent >= 60) {
    const minutes = Math.round(cell.secondsSpent / 60);
    parts.push(t({ message: `${minutes} min`, comment: 'Minutes spent on an activity, short.' }));
  }
  return parts.join(' · ');
}

function Grid({ progress }: { progress: ClassProgress }) {
  // Follows the language: the texts below are translated as they render.
  useLingui();
  return (
    <TableScroll label={t`Progress grid`}>
      <table className={tableStyles.table}>
        <thead>
          <tr>
            <th scope="col" className={tableStyles.headerCell}>
              <Trans>Student</Trans>
            </th>
            {progress.activities.map((activity) => (
              <th key={activity.id} scope="col" className={tableStyles.headerCell}>
                {activity.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {progress.students.map((student) => {
            const cells = new Map(student.cells.map((cell) => [cell.activityId, cell]));
            return (
              <tr key={student.userId}>
                <th scope="row" className={tableStyles.cell}>
                  <bdi>{student.name}</bdi>
                </th>
                {progress.activities.map((activity) => (
                  <td
                    key={activity.id}
                    className={tableStyles.cell}
                    data-status={cells.get(activity.id)?.status}
                  >
                    {cellText(cells.get(activity.id))}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroll>
  );
}

/** The progress grid: students × activities with status, score and time; exports. */
export function ProgressPanel({ classId, className }: { classId: string; className: string }) {
  // Follows the language: the texts below are translated as they render.
  useLingui();
  const { session } = useSession();
  const { notify } = useToasts();
  const progress = useQuery(classProgressQueryOptions(session.client, classId));
  const fileName = className.replace(/[^\w-]+/g, '-').toLowerCase();
  const exporting = async (save: () => Promise<void>) => {
    try {
      await save();
    } catch (error) {
      notify({ type: 'error', title: t`Export failed`, message: (error as Error).message });
    }
  };
  // The server writes the CSV, so every export neutralises spreadsheet formulas the same way.
  const exportCsv = () =>
    exporting(async () => {
      const file = await callEndpoint(session.client, 'classProgressCsv', { params: { classId } });
      download(`${fileName}-progress.csv`, 'text/csv', await file.text());
    });
  const exportStatements = () =>
    exporting(async () => {
      // The record comes a page at a time; the file is one StatementResult with all of it.
      const statements: StatementResult['statements'] = [];
      let cursor: string | undefined;
      do {
        const page = await callEndpoint(session.client, 'classStatements', {
          params: { classId },
          query: { limit: maxStatementsPage, cursor },
        });
        statements.push(...page.statements);
        cursor = page.more
          ? (new URL(page.more, window.location.origin).searchParams.get('cursor') ?? undefined)
          : undefined;
      } while (cursor);
      const record: StatementResult = { statements, more: '' };
      download(`${fileName}-xapi.json`, 'application/json', JSON.stringify(record, null, 2));
    });
  return (
    <QueryState query={progress} loading={t`Loading the progress grid`} what={t`The progress grid`}>
      {(data) => {
        return (
          <Card heading={t`Progress`} headingLevel={2}>
            <Stack gap={4}>
              {data.students.length === 0 || data.activities.length === 0 ? (
                <p className={styles.note}>
                  {data.activities.length === 0
                    ? t`Assign a module to see progress here.`
                    : t`No students yet: progress shows here once they join.`}
                </p>
              ) : (
                <Grid progress={data} />
              )}
              <Inline gap={2} wrap>
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={data.students.length === 0}
                  onClick={() => void exportCsv()}
                >
                  <Trans>Download as CSV</Trans>
                </Button>
                <Button variant="ghost" size="sm" onClick={() => void exportStatements()}>
                  <Trans>Download the learning record (xAPI)</Trans>
                </Button>
              </Inline>
            </Stack>
          </Card>
        );
      }}
    </QueryState>
  );
}
