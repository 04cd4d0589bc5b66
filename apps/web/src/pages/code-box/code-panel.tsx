import { Trans, useLingui } from '@lingui/react/macro';
import { type CodeBox, educatorRoles, type ProjectCode } from '@sparked/contracts';
import { CopyProjectWidget, useCodeBoxStep } from '@sparked/features/code-box';
import { useSession } from '@sparked/features/session';
import { Button } from '@sparked/ui/button';
import { Card } from '@sparked/ui/card';
import type { CodeLanguage } from '@sparked/ui/code-editor';
import { Inline } from '@sparked/ui/inline';
import { Spinner } from '@sparked/ui/spinner';
import { Stack } from '@sparked/ui/stack';
import { Tabs, TabsList, TabsPanel, TabsTrigger } from '@sparked/ui/tabs';
import { lazy, Suspense } from 'react';
import * as page from '../../shared/page.css';
import { VersionSelect } from './version-select';

// The editor (CodeMirror and three language grammars) is most of this page's weight: it loads
// while the specification and the preview are already on screen.
const CodeEditor = lazy(async () => ({
  default: (await import('@sparked/ui/code-editor')).CodeEditor,
}));

const parts: Array<{ key: keyof ProjectCode; label: string; language: CodeLanguage }> = [
  { key: 'html', label: 'HTML', language: 'html' },
  { key: 'css', label: 'CSS', language: 'css' },
  { key: 'js', label: 'JavaScript', language: 'javascript' },
];

export type CodeDraft = {
  /** The version the draft started from; undefined before there is any code. */
  version: number | undefined;
  code: ProjectCode;
  /** Whether it differs from that version. */
  dirty: boolean;
};

/**
 * Step 2: the code in an editor, one tab per part. Generating or saving makes a new version;
 * an earlier version can be opened again. Running uses the editor's text, saved or not.
 */
export function CodePanel({
  box,
  draft,
  onDraft,
  onOpenVersion,
  onRun,
  running,
}: {
  box: CodeBox;
  draft: CodeDraft;
  onDraft: (code: ProjectCode) => void;
  onOpenVersion: (version: number) => void;
  onRun: () => void;
  running: boolean;
}) {
  const { t } = useLingui();
  const { session, claims } = useSession();
  const step = useCodeBoxStep(session.client, box.id);
  // The clipboard is an educator tool: they drop projects into e-books.
  const educator = educatorRoles.some((role) => role === claims?.user_role);
  const specification = box.specifications[0]?.version;
  const shown = draft.version;
  const hasCode = box.code.length > 0;
  return (
    <Card as="section" heading={t`2. Code`} headingLevel={2}>
      <Stack gap={4}>
        <Inline gap={2}>
          <Button
            variant={hasCode ? 'secondary' : 'primary'}
            loading={step.isPending && step.variables?.kind === 'generateCode'}
            onClick={() => step.mutate({ kind: 'generateCode' })}
          >
            <Trans>Generate code from specification {specification}</Trans>
          </Button>
          {hasCode ? (
            <VersionSelect
              label={t`Code version`}
              versions={box.code}
              value={draft.version}
              onChange={onOpenVersion}
            />
          ) : null}
        </Inline>
        {step.error ? (
          <p role="alert" className={page.errorText}>
            {step.error.message}
          </p>
        ) : null}
        {hasCode || draft.dirty ? (
          <>
            <Tabs defaultValue="html">
              <TabsList aria-label={t`Parts of the project`}>
                {parts.map((part) => (
                  <TabsTrigger key={part.key} value={part.key}>
                    {part.label}
                  </TabsTrigger>
                ))}
              </TabsList>
              {parts.map((part) => (
                <TabsPanel key={part.key} value={part.key}>
                  <Suspense fallback={<Spinner label={t`Loading the code editor`} />}>
                    <CodeEditor
                      label={part.label}
                      language={part.language}
                      value={draft.code[part.key]}
                      onChange={(text) => onDraft({ ...draft.code, [part.key]: text })}
                    />
                  </Suspense>
                </TabsPanel>
              ))}
            </Tabs>
            <Inline gap={2}>
              <Button onClick={onRun} loading={running}>
                <Trans>Run</Trans>
              </Button>
              <Button
                variant="secondary"
                disabled={!draft.dirty}
                loading={step.isPending && step.variables?.kind === 'saveCode'}
                onClick={() => step.mutate({ kind: 'saveCode', code: draft.code })}
              >
                <Trans>Save my changes</Trans>
              </Button>
              {educator ? <CopyProjectWidget title={box.title} code={draft.code} /> : null}
              <p className={page.note} role="status">
                {draft.dirty ? t`Changes not saved yet.` : t`Showing version ${shown}.`}
              </p>
            </Inline>
          </>
        ) : (
          <p className={page.note}>
            <Trans>No code yet: generate it from the specification.</Trans>
          </p>
        )}
      </Stack>
    </Card>
  );
}
