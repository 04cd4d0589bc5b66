import { Trans, useLingui } from '@lingui/react/macro';
import type { ApiErrorMessage } from '@sparked/contracts';
import { catalogueSentence } from '@sparked/features/api-client';
import { Badge, type BadgeTone } from '@sparked/ui/badge';
import { Button } from '@sparked/ui/button';
import { Card } from '@sparked/ui/card';
import { useFocusAfterAction } from '@sparked/ui/focus';
import { Inline } from '@sparked/ui/inline';
import { Stack } from '@sparked/ui/stack';
import { TextArea } from '@sparked/ui/text-area';
import { useToasts } from '@sparked/ui/toast';
import { type ReactNode, useId, useRef, useState } from 'react';
import { HeaderRow } from './header-row';
import * as styles from './page.css';
import * as tableStyles from './table.css';
import { TableScroll } from './table-scroll';

/** What an import answers: each row's outcome, how many rows are wrong, whether it was saved. */
export interface ImportAnswer<Outcome extends string> {
  rows: {
    line: number;
    email: string;
    outcome: Outcome;
    /** Why or what, in English; `entry` is the same sentence for the reader's language. */
    message: string | null;
    entry: ApiErrorMessage | null;
  }[];
  errors: number;
  applied: boolean;
}

/**
 * Importing from a CSV file (chosen or pasted): a preview of every row first, then all rows or
 * none, so a typo never half-imports a list. `run` sends the text, as a dry run or for real.
 */
export function CsvImport<Outcome extends string, Answer extends ImportAnswer<Outcome>>({
  heading,
  help,
  maxLength,
  run,
  outcomes,
  summary,
  toApply,
  applyLabel,
  done,
}: {
  heading: string;
  help: ReactNode;
  maxLength: number;
  run: {
    mutateAsync: (input: { csv: string; dryRun: boolean }) => Promise<Answer>;
    isPending: boolean;
    error: Error | null;
    reset: () => void;
  };
  outcomes: Record<Outcome, { label: string; tone: BadgeTone }>;
  summary: (preview: Answer) => string;
  /** How many rows the real run would save. */
  toApply: (preview: Answer) => number;
  applyLabel: (count: number | null) => string;
  done: (result: Answer) => string;
}) {
  const { t } = useLingui();
  const { notify } = useToasts();
  const fileId = useId();
  const [csv, setCsv] = useState('');
  const [preview, setPreview] = useState<Answer>();
  // Imported, the list is emptied and both buttons are off: focus goes to the empty list.
  const focusAfterAction = useFocusAfterAction();
  const pasted = useRef<HTMLTextAreaElement>(null);
  const edit = (text: string) => {
    setCsv(text);
    setPreview(undefined);
    run.reset();
  };
  const check = async () => setPreview(await run.mutateAsync({ csv, dryRun: true }));
  const apply = async () => {
    const result = await run.mutateAsync({ csv, dryRun: false });
    if (!result.applied) {
      setPreview(result);
      return;
    }
    notify({ type: 'success', title: t`Imported`, message: done(result) });
    edit('');
    focusAfterAction(() => pasted.current);
  };
  return (
    <Card as="section" heading={heading} headingLevel={2}>
      <Stack gap={4}>
        <p className={styles.note}>{help}</p>
        <Stack gap={1} align="start">
          <label htmlFor={fileId} className={styles.term}>
            <Trans>Choose a file</Trans>
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
          ref={pasted}
          label={t`Or paste it here`}
          value={csv}
          rows={4}
          maxLength={maxLength}
          onChange={(event) => edit(event.target.value)}
        />
        {run.error ? (
          <p role="alert" className={styles.errorText}>
            {run.error.message}
          </p>
        ) : null}
        {preview ? (
          <TableScroll label={t`Import preview`}>
            <table className={tableStyles.table}>
              <caption className={styles.note}>{summary(preview)}</caption>
              <HeaderRow
                labels={[
                  t({ message: 'Line', comment: 'The column of the line number in the CSV file.' }),
                  t`Email`,
                  t`Outcome`,
                ]}
              />
              <tbody>
                {preview.rows.map((row) => (
                  <tr key={row.line}>
                    <td className={tableStyles.cell}>{row.line}</td>
                    <td className={tableStyles.cell}>{row.email}</td>
                    <td className={tableStyles.cell}>
                      <Badge tone={outcomes[row.outcome].tone}>{outcomes[row.outcome].label}</Badge>
                      {row.message ? (
                        <span className={styles.note}>
                          {' '}
                          {catalogueSentence(row.message, row.entry ?? undefined)}
                        </span>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        ) : null}
        <Inline gap={2}>
          <Button
            variant="secondary"
            disabled={!csv.trim()}
            loading={run.isPending && !preview}
            onClick={() => void check().catch(() => {})}
          >
            <Trans>Preview</Trans>
          </Button>
          <Button
            disabled={!preview || preview.errors > 0 || toApply(preview) === 0}
            loading={run.isPending && Boolean(preview)}
            onClick={() => void apply().catch(() => {})}
          >
            {applyLabel(preview ? toApply(preview) : null)}
          </Button>
        </Inline>
      </Stack>
    </Card>
  );
}
