import { Trans, useLingui } from '@lingui/react/macro';
import type { CodeBox, ProjectCode } from '@sparked/contracts';
import {
  CodePreview,
  codeBoxQueryOptions,
  type PreviewDocument,
  usePreviewDocument,
} from '@sparked/features/code-box';
import { useSession } from '@sparked/features/session';
import { Card } from '@sparked/ui/card';
import { Stack } from '@sparked/ui/stack';
import { useToasts } from '@sparked/ui/toast';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useState } from 'react';
import * as page from '../../shared/page.css';
import { QueryState } from '../../shared/query-state';
import * as styles from './code-box.css';
import { type CodeDraft, CodePanel } from './code-panel';
import { FeedbackPanel } from './feedback-panel';
import { SpecificationPanel } from './specification-panel';

const route = getRouteApi('/_authenticated/_plain/ai-tools/code-box/$codeBoxId');
const emptyCode: ProjectCode = { html: '', css: '', js: '' };

const sameCode = (a: ProjectCode, b: ProjectCode) =>
  a.html === b.html && a.css === b.css && a.js === b.js;

/** The editor's text and the version it came from; a new version from the server replaces it. */
function useDraft(box: CodeBox) {
  const newest = box.code[0];
  const [opened, setOpened] = useState(newest?.version);
  const [code, setCode] = useState(newest?.code ?? emptyCode);
  // A version the server just made (generated, saved) is opened, as the student expects; a
  // refetch of the same versions keeps what is being typed.
  const [seen, setSeen] = useState(newest?.version);
  if (seen !== newest?.version) {
    setSeen(newest?.version);
    setOpened(newest?.version);
    setCode(newest?.code ?? emptyCode);
  }
  const base = box.code.find((entry) => entry.version === opened);
  const draft: CodeDraft = {
    version: opened,
    code,
    dirty: !sameCode(code, base?.code ?? emptyCode),
  };
  const open = (version: number) => {
    setOpened(version);
    setCode(box.code.find((entry) => entry.version === version)?.code ?? emptyCode);
  };
  return { draft, setCode, open };
}

function Workspace({ box }: { box: CodeBox }) {
  const { t } = useLingui();
  const idea = box.prompt;
  const { session } = useSession();
  const { notify } = useToasts();
  const { draft, setCode, open } = useDraft(box);
  const [run, setRun] = useState<({ id: number } & PreviewDocument) | null>(null);
  const preview = usePreviewDocument(session.client);
  const start = async () => {
    try {
      const document = await preview.mutateAsync(draft.code);
      setRun((previous) => ({ id: (previous?.id ?? 0) + 1, ...document }));
    } catch (error) {
      notify({
        type: 'error',
        title: t`The preview did not start`,
        message: (error as Error).message,
      });
    }
  };
  return (
    <Stack gap={5}>
      <Link to="/ai-tools/code-box">
        <Trans>All my projects</Trans>
      </Link>
      <h1 className={page.title}>{box.title}</h1>
      <p className={page.lead}>
        <Trans>Idea: {idea}</Trans>
      </p>
      <SpecificationPanel box={box} />
      <div className={styles.workbench}>
        <CodePanel
          box={box}
          draft={draft}
          onDraft={setCode}
          onOpenVersion={open}
          onRun={() => void start()}
          running={preview.isPending}
        />
        <Card as="section" heading={t`3. Preview`} headingLevel={2}>
          <CodePreview run={run} idleText={t`Press Run to try the project here.`} />
        </Card>
      </div>
      <FeedbackPanel
        box={box}
        draft={draft}
        onUseSolution={(code) => {
          setCode(code);
          notify({
            type: 'info',
            title: t`In the editor`,
            message: t`The whole project is in the editor. Save it to keep it as a version.`,
          });
        }}
      />
    </Stack>
  );
}

/** /ai-tools/code-box/{id}: idea → specification → code → preview → feedback. */
export function CodeBoxPage() {
  const { t } = useLingui();
  const { codeBoxId } = route.useParams();
  const { session } = useSession();
  const box = useQuery(codeBoxQueryOptions(session.client, codeBoxId));
  return (
    <QueryState
      query={box}
      loading={t`Loading the project`}
      what={t`This project`}
      title={t`Code box`}
    >
      {(data) => <Workspace box={data} />}
    </QueryState>
  );
}
