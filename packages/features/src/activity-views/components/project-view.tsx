import { Trans, useLingui } from '@lingui/react/macro';
import type { ProjectCode } from '@sparked/contracts';
import { CodePreview, type PreviewDocument, usePreviewDocument } from '@sparked/features/code-box';
import { Button } from '@sparked/ui/button';
import { useState } from 'react';
import { useSession } from '../../session';
import * as styles from './activity-view.css';

/**
 * A code box project in an e-book: it runs when the learner asks, in the code box's sandboxed
 * preview, so a project in a lesson is as contained as one being written.
 */
export function ProjectView({ title, code }: { title: string; code: ProjectCode }) {
  const { t } = useLingui();
  const { session } = useSession();
  const [run, setRun] = useState<({ id: number } & PreviewDocument) | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const preview = usePreviewDocument(session.client);
  const start = async () => {
    setProblem(null);
    try {
      const document = await preview.mutateAsync(code);
      setRun((previous) => ({ id: (previous?.id ?? 0) + 1, ...document }));
    } catch (error) {
      const reason = (error as Error).message;
      setProblem(t`The project did not start: ${reason}`);
    }
  };
  return (
    <section className={styles.project} aria-label={t`Project: ${title}`}>
      <div className={styles.projectBar}>
        <strong>{title}</strong>
        <Button size="sm" loading={preview.isPending} onClick={() => void start()}>
          {run ? <Trans>Run again</Trans> : <Trans>Run the project</Trans>}
        </Button>
      </div>
      {problem ? (
        <p role="alert" className={styles.muted}>
          {problem}
        </p>
      ) : null}
      <CodePreview run={run} idleText={t`Press "Run the project" to try ${title}.`} />
    </section>
  );
}
