import { Trans, useLingui } from '@lingui/react/macro';
import type { CartridgeImport } from '@sparked/contracts';
import {
  callEndpoint,
  catalogueSentence,
  catalogueSentences,
  useIntentMutation,
} from '@sparked/features/api-client';
import { useSession } from '@sparked/features/session';
import { Badge } from '@sparked/ui/badge';
import { Button } from '@sparked/ui/button';
import { Card } from '@sparked/ui/card';
import { Inline } from '@sparked/ui/inline';
import { Progress } from '@sparked/ui/progress';
import { Spinner } from '@sparked/ui/spinner';
import { Stack } from '@sparked/ui/stack';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { HeaderRow } from '../shared/header-row';
import { LoadFailed } from '../shared/load-failed';
import * as styles from '../shared/page.css';
import * as tableStyles from '../shared/table.css';
import { TableScroll } from '../shared/table-scroll';

/** The import the page follows, kept for the tab so a reload shows it again. */
const storageKey = 'sparked.module-import';
const remembered = () => {
  try {
    return sessionStorage.getItem(storageKey);
  } catch {
    return null;
  }
};
const remember = (id: string | null) => {
  try {
    if (id) sessionStorage.setItem(storageKey, id);
    else sessionStorage.removeItem(storageKey);
  } catch {
    // Storage may be off; the import still runs, only a reload forgets it.
  }
};

const ended = (job: CartridgeImport | undefined) =>
  job?.status === 'done' || job?.status === 'failed';

/** "3 imported, 1 skipped. The new module is a draft: …" */
function Imported({ imported, skipped }: { imported: number; skipped: number }) {
  return (
    <Trans>
      {imported} imported, {skipped} skipped. The new module is a draft: check it before you publish
      it.
    </Trans>
  );
}

function Report({ job, onAgain }: { job: CartridgeImport; onAgain: () => void }) {
  const { t } = useLingui();
  const report = job.report;
  const { fileName } = job;
  // The server names the kinds of item it knows in English; another kind is the package's own word.
  const kinds: Record<string, string> = {
    'web content': t({ message: 'web content', comment: 'A kind of item in a course package.' }),
    'web link': t({ message: 'web link', comment: 'A kind of item in a course package.' }),
    assessment: t({ message: 'assessment', comment: 'A kind of item in a course package.' }),
    'question bank': t({
      message: 'question bank',
      comment: 'A kind of item in a course package.',
    }),
    discussion: t({ message: 'discussion', comment: 'A kind of item in a course package.' }),
    'LTI link': t({ message: 'LTI link', comment: 'A kind of item in a course package.' }),
    'shared files': t({ message: 'shared files', comment: 'A kind of item in a course package.' }),
    unknown: t({
      message: 'unknown',
      comment: 'The kind of a course package item it does not name.',
    }),
  };
  const error = job.error ? catalogueSentence(job.error, job.errorEntry ?? undefined) : '';
  if (job.status === 'failed' || !report || !job.moduleId)
    return (
      <Stack gap={3} align="start">
        <p role="alert" className={styles.errorText}>
          <Trans>
            “{fileName}” could not be imported. {error} Nothing was added.
          </Trans>
        </p>
        <Button variant="secondary" onClick={onAgain}>
          <Trans>Choose another file</Trans>
        </Button>
      </Stack>
    );
  return (
    <Stack gap={4}>
      <p role="status" className={styles.lead}>
        <Imported imported={report.imported} skipped={report.skipped} />
      </p>
      <TableScroll label={t`Import report`}>
        <table className={tableStyles.table}>
          <caption className={styles.note}>
            <Trans>What each item of “{fileName}” became</Trans>
          </caption>
          <HeaderRow
            labels={[
              t({ message: 'Item', comment: 'A column of the import report: a package’s item.' }),
              t({ message: 'Kind', comment: 'A column of the import report: what the item is.' }),
              t({ message: 'Outcome', comment: 'A column of the import report.' }),
              t({ message: 'Details', comment: 'A column of the import report.' }),
            ]}
          />
          <tbody>
            {report.items.map((item, index) => (
              // Titles repeat in packages; the order is the package's and never changes.
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, read once
              <tr key={index}>
                <td className={tableStyles.cell}>{item.title}</td>
                <td className={tableStyles.cell}>{kinds[item.kind] ?? item.kind}</td>
                <td className={tableStyles.cell}>
                  <Badge tone={item.outcome === 'imported' ? 'success' : 'neutral'}>
                    {item.outcome === 'imported' ? <Trans>Imported</Trans> : <Trans>Skipped</Trans>}
                  </Badge>
                </td>
                <td className={tableStyles.cell}>
                  {catalogueSentences(item.note, item.noteEntries)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <Inline gap={2}>
        <Button asChild>
          <Link to="/educator/modules/$moduleId/contents" params={{ moduleId: job.moduleId }}>
            <Trans>Open the module</Trans>
          </Link>
        </Button>
        <Button variant="ghost" onClick={onAgain}>
          <Trans>Import another package</Trans>
        </Button>
      </Inline>
    </Stack>
  );
}

function Running({ id, onAgain }: { id: string; onAgain: () => void }) {
  const { t } = useLingui();
  const { session } = useSession();
  const job = useQuery({
    queryKey: ['module-import', id],
    queryFn: async () =>
      (await callEndpoint(session.client, 'cartridgeImport', { params: { importId: id } })).data,
    refetchInterval: (query) => (ended(query.state.data) ? false : 1000),
  });
  if (job.isPending) return <Spinner label={t`Loading the import`} />;
  if (job.isError)
    return <LoadFailed what={t`The import`} error={job.error} onRetry={() => void job.refetch()} />;
  if (ended(job.data)) return <Report job={job.data} onAgain={onAgain} />;
  const { done, total } = job.data.progress;
  const { fileName } = job.data;
  return (
    <Progress
      label={t`Importing “${fileName}”`}
      value={total === 0 ? null : done}
      max={Math.max(total, 1)}
      formatValue={(value, max) => t`${value} of ${max} items`}
    />
  );
}

/**
 * Importing a course package (a Common Cartridge from Canvas, Moodle and others, or a Sparked
 * export) into a new draft module: pick the file, follow the import, read the report.
 */
export function ModuleImport() {
  const { t } = useLingui();
  const { session } = useSession();
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [importId, setImportId] = useState<string | null>(remembered);
  const upload = useIntentMutation(session.client, {
    mutationFn: async (chosen: File, client) => {
      const form = new FormData();
      form.append('file', chosen);
      return (await callEndpoint(client, 'importCartridge', { form })).data;
    },
  });
  const again = () => {
    remember(null);
    setImportId(null);
    setFile(null);
    upload.reset();
  };
  const start = async () => {
    if (!file) return;
    const job = await upload.mutateAsync(file);
    remember(job.id);
    setImportId(job.id);
  };
  return (
    <Card as="section" heading={t`Import a course package`} headingLevel={2} id="import">
      <Stack gap={4}>
        <p className={styles.note}>
          <Trans>
            A Common Cartridge (.imscc) from Canvas, Moodle, Brightspace or Schoology, or one
            exported from Sparked, becomes a new draft module: pages become e-books, links embedded
            pages, quizzes forms. The report lists anything Sparked has no place for.
          </Trans>
        </p>
        {importId ? (
          <Running id={importId} onAgain={again} />
        ) : (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              void start().catch(() => {});
            }}
          >
            <Stack gap={3} align="start">
              <Stack gap={1} align="start">
                <label htmlFor={fileId} className={styles.term}>
                  <Trans>Course package</Trans>
                </label>
                <input
                  id={fileId}
                  type="file"
                  accept=".imscc,.zip,application/zip"
                  onChange={(event) => setFile(event.target.files?.[0] ?? null)}
                />
              </Stack>
              {upload.error ? (
                <p role="alert" className={styles.errorText}>
                  {upload.error.message}
                </p>
              ) : null}
              <Button type="submit" disabled={!file} loading={upload.isPending}>
                <Trans>Import</Trans>
              </Button>
            </Stack>
          </form>
        )}
      </Stack>
    </Card>
  );
}
