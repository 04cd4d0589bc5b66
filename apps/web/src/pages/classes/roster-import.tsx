import { type RosterImport as ImportResult, useRosterChange } from '@sparked/features/classes';
import { useSession } from '@sparked/features/session';
import { Badge } from '@sparked/ui/badge';
import { Button } from '@sparked/ui/button';
import { Card } from '@sparked/ui/card';
import { Inline } from '@sparked/ui/inline';
import { Stack } from '@sparked/ui/stack';
import { TextArea } from '@sparked/ui/text-area';
import { useToasts } from '@sparked/ui/toast';
import { useId, useState } from 'react';
import * as styles from '../page.css';
import * as classStyles from './classes.css';
import { HeaderRow } from './header-row';
import { TableScroll } from './table-scroll';

const outcomeLabels = { add: 'Will be added', already: 'Already in the class', error: 'Error' };
const outcomeTones = { add: 'success', already: 'neutral', error: 'error' } as const;

/** What the file would do, row by row, before anything is saved. */
function Preview({ preview }: { preview: ImportResult }) {
  return (
    <TableScroll label="Import preview">
      <table className={classStyles.table}>
        <caption className={styles.note}>
          {preview.added} to add · {preview.errors} with errors
        </caption>
        <HeaderRow labels={['Line', 'Email', 'Outcome']} />
        <tbody>
          {preview.rows.map((row) => (
            <tr key={row.line}>
              <td className={classStyles.cell}>{row.line}</td>
              <td className={classStyles.cell}>{row.email}</td>
              <td className={classStyles.cell}>
                <Badge tone={outcomeTones[row.outcome]}>{outcomeLabels[row.outcome]}</Badge>
                {row.message ? <span className={styles.note}> {row.message}</span> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

/**
 * Importing students from a CSV with an `email` column: a preview of every row first, then all
 * rows or none, so a typo never half-imports a class list.
 */
export function RosterImport({ classId }: { classId: string }) {
  const { session } = useSession();
  const { notify } = useToasts();
  const { importCsv } = useRosterChange(session.client, classId);
  const fileId = useId();
  const [csv, setCsv] = useState('');
  const [preview, setPreview] = useState<ImportResult>();
  const edit = (text: string) => {
    setCsv(text);
    setPreview(undefined);
    importCsv.reset();
  };
  const check = async () => setPreview(await importCsv.mutateAsync({ csv, dryRun: true }));
  const apply = async () => {
    const result = await importCsv.mutateAsync({ csv, dryRun: false });
    if (!result.applied) {
      setPreview(result);
      return;
    }
    notify({
      type: 'success',
      title: 'Imported',
      message: `${result.added} ${result.added === 1 ? 'student' : 'students'} added.`,
    });
    edit('');
  };
  return (
    <Card heading="Import a list" headingLevel={2}>
      <Stack gap={4}>
        <p className={styles.note}>
          A CSV file with an email column (other columns are ignored), up to 1,000 rows. Students
          need an account first.
        </p>
        <Stack gap={1} align="start">
          <label htmlFor={fileId} className={styles.term}>
            Choose a file
          </label>
          <input
            id={fileId}
            type="file"
            accept=".csv,text/csv"
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) void file.text().then(edit);
            }}
          />
        </Stack>
        <TextArea
          label="Or paste it here"
          value={csv}
          rows={4}
          maxLength={200_000}
          onChange={(event) => edit(event.target.value)}
        />
        {importCsv.isError ? (
          <p role="alert" className={styles.errorText}>
            {importCsv.error.message}
          </p>
        ) : null}
        {preview ? <Preview preview={preview} /> : null}
        <Inline gap={2}>
          <Button
            variant="secondary"
            disabled={!csv.trim()}
            loading={importCsv.isPending && !preview}
            onClick={() => void check().catch(() => {})}
          >
            Preview
          </Button>
          <Button
            disabled={!preview || preview.errors > 0 || preview.added === 0}
            loading={importCsv.isPending && Boolean(preview)}
            onClick={() => void apply().catch(() => {})}
          >
            {preview ? `Add ${preview.added} students` : 'Add students'}
          </Button>
        </Inline>
      </Stack>
    </Card>
  );
}
